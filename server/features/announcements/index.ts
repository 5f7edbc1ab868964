/** The announcements feature's public entry: what other features may use (eslint fences the rest). */
export { loadContent, toAnnouncement, toBanner } from './load-content';
