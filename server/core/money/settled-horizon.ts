import type { Tx } from '../../db/client';
import { readSettledHorizon } from './settled-horizon.sql';

/**
 * The time before which every settled bet that will ever commit is already visible (decision 069).
 * A bet's `settled_at` is its win transaction's start (`now()` in the seamless win), so a win still
 * running, however long, settles at or after the start of the oldest transaction open on the
 * server now; one that starts later, after it. Call it in its own statement BEFORE the statement
 * that reads the bets: a win that commits in between is then read, and one that commits later has
 * a `settled_at` at or after the answer. The second taken off covers the moment a starting
 * transaction has its start time but does not show it yet in pg_stat_activity (microseconds).
 * Readers of settled bets by `settled_at` move their cursor to at most this, and never miss a bet
 * whatever its win's commit delay, with no fixed look-back.
 *
 * Only client sessions count (a long autovacuum settles no bet and would hold the window open).
 * pg_stat_activity shows every session of the app's own database role (all of them to a
 * superuser): bets are only written by the app's role.
 */
export const settledHorizon = (tx: Tx): Promise<Date> => readSettledHorizon(tx);
