/** The gate lives in the core's request pipeline (core/http/checks.ts); the fast lane asks this. */
export { isGatedPath } from '../../core/site/site-gate';
