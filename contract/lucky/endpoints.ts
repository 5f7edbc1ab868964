import { get, post, put } from '../endpoint';
import type { LuckySchemas as S } from './schemas';

/** The prize wheel and the golden egg (decisions 056-057): the member's calls need a session. */
export const base = '/wps/member/lucky';

/** The published prize table and odds, the member's tickets and seed pair (hash only). */
export const game = get<S['game']>(`${base}/{game}`);
/** One draw, one ticket (requestId: a double tap draws once). */
export const draw = post<S['draw']>(`${base}/{game}/draw`);
/** The member's draws, newest first, with their verification data. */
export const draws = get<S['draws']>(`${base}/{game}/draws`);
/** The member's own client seed for the coming draws. */
export const clientSeed = put<S['clientSeed']>(`${base}/{game}/seed`);
/** Reveal the server seed and open a new pair. */
export const rotate = post<S['rotate']>(`${base}/{game}/seed/rotate`);
/** Anyone: recompute a draw from revealed seeds and a prize table's weights. */
export const verify = post<S['verify']>('/wps/lucky/verify');
