import type { HelpCentre, HelpSearchHit, HelpSectionName } from '../../../contract/help';
import { apiGet } from '../../lib/api';

/** Help centre calls (server/features/help). The worker keeps the centre for offline reading. */
export type { HelpCentre, HelpSearchHit, HelpSectionName };
export const loadHelpCentre = () => apiGet<HelpCentre>('/wps/system/helpCenter', { device: 'WEB' });
export const searchHelp = (q: string) =>
  apiGet<{ list: HelpSearchHit[] }>('/wps/system/helpCenter/search', { q, device: 'WEB' });
