/** The inbox feature's public entry: what other features may use (eslint fences the rest). */
export { writeMessage } from './write-message';
