/** The accounts feature's public entry: what other features may use (eslint fences the rest). */
export { findEmailOwner } from './account-record';
export { loadSecurity, proveSecret } from './security-row';
export type { SecurityRow } from './security-row';
export { beginTotp, confirmTotp, stepOf, unbindTotp } from './totp';
