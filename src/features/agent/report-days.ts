import { siteDayOf, SITE_UTC_OFFSET_MINUTES } from '../../../contract/agent/schemas';
import { shortcutRange, type DayRange } from '../../ui/date-range/ranges';

/**
 * "Today" for the agent reports: the site's calendar day (UTC+7), the day the server counts report
 * days in. The phone's own calendar day would miss the site's today wherever the phone is elsewhere.
 */
export const siteToday = (now: Date = new Date()): string => siteDayOf(now);

/** The range an agent report opens with: the past 7 site days. */
export const initialRange = (now: Date = new Date()): DayRange => shortcutRange('past7', siteToday(now));

/** Whether the phone's clock is in another zone than the site's, so its "today" may differ. */
export const awayFromSiteZone = (now: Date = new Date()): boolean =>
  now.getTimezoneOffset() !== -SITE_UTC_OFFSET_MINUTES;
