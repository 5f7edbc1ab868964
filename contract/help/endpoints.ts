import { get } from '../endpoint';
import type { HelpSchemas as S } from './schemas';

/** The help centre and terms (spec section 7: /wps/system/helpCenter), public. */
export const centre = get<S['centre']>('/wps/system/helpCenter');
export const search = get<S['search']>('/wps/system/helpCenter/search');
