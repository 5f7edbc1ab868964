import type { Drop, DropsView, GrabResult, HistoryItem } from '../../../contract/red-envelopes';
import { redEnvelopePaths } from '../../../contract/red-envelope-constants';
import { apiGet, apiSend } from '../../lib/api';

/** Red envelopes' calls (server/features/red-envelopes, decision 058). */
export type { Drop, DropsView, GrabResult, HistoryItem };

export const getDrops = () => apiGet<DropsView>(redEnvelopePaths.drops);
export const getDrop = (id: number) => apiGet<Drop>(redEnvelopePaths.drop(id));
export const grabEnvelope = (id: number) => apiSend<GrabResult>('POST', redEnvelopePaths.grab(id), {});
export const getHistory = () => apiGet<{ list: HistoryItem[] }>(redEnvelopePaths.history, { limit: 30 });
