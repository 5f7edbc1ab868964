/** The games feature's public entry: what other features may use (eslint fences the rest). */
export { findGames } from './find-games';
