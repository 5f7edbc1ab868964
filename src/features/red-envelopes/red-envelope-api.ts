import * as redEnvelopes from '../../../contract/red-envelopes/endpoints';
import type { Drop, DropsView, GrabResult, HistoryItem } from '../../../contract/red-envelopes/schemas';
import { api } from '../../lib/call';

/** Red envelopes' calls (contract/red-envelopes/endpoints.ts, decision 058). */
export type { Drop, DropsView, GrabResult, HistoryItem };

export const getDrops = () => api(redEnvelopes.drops);
export const getDrop = (id: number) => api(redEnvelopes.drop, { params: { id } });
export const grabEnvelope = (id: number) => api(redEnvelopes.grab, { params: { id } });
export const getHistory = () => api(redEnvelopes.history, { query: { limit: 30 } });
