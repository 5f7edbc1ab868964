import { get, post, type RawEndpoints } from '../endpoint';
import type { HouseTableSchemas as S } from './schemas';

/*
 * The house tables (decision 100): shared rounds, one outcome for everyone at a table. The player
 * is named by the launch token (header `x-launch-token`) as on every house call; the event stream
 * carries only what the whole table sees, so it needs none (an EventSource cannot send headers).
 */
export const base = '/wps/house/tables';

/** The tables of the game's vendor: family, limits, current round and countdown, last results. */
export const list = get<S['list']>(`${base}`);
/** One table: its round, countdown, the player's bets this round, recent outcomes. */
export const state = get<S['state']>(`${base}/state`);
/** A bet slip (one or more spots) on the table's open round. */
export const bet = post<S['bet']>(`${base}/bet`);
/** The table's events as Server-Sent Events (raw below). */
export const stream = `${base}/stream`;

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  stream: {
    method: 'GET',
    path: stream,
    body: 'none',
    answer: 'events',
    about:
      '`opened` (round id, number, seed hash, client seed, close time), `closed`, `result` (outcome and the revealed seed), `settled`, `void`; id = event id, resume with Last-Event-ID',
  },
} satisfies RawEndpoints;
