import { get, post } from '../endpoint';
import type { HouseSchemas as S } from './schemas';

/*
 * The house provider's game API (ADR 012): what its game pages call. The player is named by the
 * launch token (header `x-launch-token`), never by the member session; every call names its game
 * by `nodeId` (the query of a GET, the body of a POST), which the client adds from the page's URL.
 */
export const base = '/wps/house';

/** Open a game: mode, engine, balance, fairness. */
export const session = get<S['session']>(`${base}/session`);
/** One slot spin. */
export const slotSpin = post<S['slotSpin']>(`${base}/slot/spin`);
/** One baccarat hand. */
export const baccaratDeal = post<S['baccaratDeal']>(`${base}/baccarat/deal`);
/** The player's latest rounds of the game. */
export const rounds = get<S['rounds']>(`${base}/rounds`);
/** The client seed of the coming rounds. */
export const clientSeed = post<S['clientSeed']>(`${base}/fairness/client-seed`);
/** Reveal the server seed and open a new one. */
export const rotate = post<S['rotate']>(`${base}/fairness/rotate`);
/** Anyone: recompute a round from revealed seeds (no launch token needed). */
export const verify = post<S['verify']>(`${base}/verify`);
/** The lottery's open draw, last results and the player's tickets. */
export const lotteryState = get<S['lotteryState']>(`${base}/lottery/state`);
/** A lottery ticket on the open draw. */
export const lotteryBet = post<S['lotteryBet']>(`${base}/lottery/bet`);
