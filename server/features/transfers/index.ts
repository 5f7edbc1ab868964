/** The transfers feature's public entry: what other features may use (eslint fences the rest). */
export { findParty } from './find-party';
