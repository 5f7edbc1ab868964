/** The captcha feature's public entry: what other features may use (eslint fences the rest). */
export { requireCaptcha, spendCaptcha, storeCaptcha } from './store';
