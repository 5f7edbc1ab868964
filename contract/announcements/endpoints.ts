import type { AnnouncementsSchemas as S } from './schemas';
import { get } from '../endpoint';

/** Banners, player notices, popups, promotions and home notices (spec section 3). */
export const announcements = get<S['announcements']>('/wps/system/announcements');
export const banners = get<S['banners']>('/wps/system/banners');
