/** The system feature's public entry: what other features may use (eslint fences the rest). */
export { flagOn } from '../../core/site/site-data';
export type { SiteData } from '../../core/site/site-data';
export { isGatedPath } from './gate';
export { statusValue } from './status';
export type { SiteGate } from '../../core/site/site-state';
