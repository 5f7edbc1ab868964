/** The passwords feature's public entry: what other features may use (eslint fences the rest). */
export { checkNewSecret } from './set-password';
