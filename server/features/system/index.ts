/** The system feature's public entry: what other features may use (eslint fences the rest). */
export { statusValue } from './status';
