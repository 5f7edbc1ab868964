import * as help from '../../../contract/help/endpoints';
import type { HelpCentre, HelpSearchHit, HelpSectionName } from '../../../contract/help/schemas';
import { api } from '../../lib/call';

/** Help centre calls (contract/help/endpoints.ts). The worker keeps the centre for offline reading. */
export type { HelpCentre, HelpSearchHit, HelpSectionName };
export const loadHelpCentre = () => api(help.centre, { query: { device: 'WEB' } });
export const searchHelp = (q: string) => api(help.search, { query: { q, device: 'WEB' } });
