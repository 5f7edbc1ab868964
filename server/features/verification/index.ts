/** The verification feature's public entry: what other features may use (eslint fences the rest). */
export { consumeCode, issueCode } from './codes';
export { findAccountByPhone, parsePhone } from './phone';
export type { Phone } from './phone';
export { deliveryFailed, sendPhoneCode } from './send-phone-code';
export { padTo } from './timing';
