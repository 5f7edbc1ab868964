import { get, post } from '../endpoint';
import type { RedEnvelopesSchemas as S } from './schemas';

/** Red envelopes (decision 058): drops answer guests too; grabbing and the history need a session. */
export const base = '/wps/member/red-envelopes';

/** The current or next drop, the schedule and recent drops (guests too; with a session, the member's shares). */
export const drops = get<S['drops']>('/wps/red-envelopes');
/** One drop: after it ended, its revealed seed and every share's amount. */
export const drop = get<S['drop']>('/wps/red-envelopes/{id}');
export const grab = post<S['grab']>(`${base}/{id}/grab`);
/** The member's envelopes, newest first. */
export const history = get<S['history']>(`${base}/history`);
