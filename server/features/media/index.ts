/** The media feature's public entry: what other features may use (eslint fences the rest). */
export { gameIconPng } from './art';
export { escapeXml, initials, paletteOf } from './svg';
