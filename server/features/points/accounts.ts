import type { Executor } from '../../db/client';
import { POINTS_CURRENCY, pointsWallet, systemAccount } from '../../core/money/ledger';

export { POINTS_CURRENCY, pointsWallet };

/**
 * The other side of every points movement (decision 049): the house's bonus account in PTS, a
 * system kind, so it may go below zero (minus the points members hold).
 */
export const pointsIssuer = (db: Executor) => systemAccount(db, 'bonus', POINTS_CURRENCY);
