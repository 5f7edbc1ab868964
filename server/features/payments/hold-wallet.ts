import type { Executor } from '../../db/client';
import { openHoldWallet } from './payments.sql';

/**
 * The member's withdrawal hold account (member_hold): money asked for but not yet paid out. It is
 * member-owned, so the ledger's non-negative rule covers it too, and the main wallet no longer
 * shows the held amount, so it cannot be spent twice. Opened race-free on the unique owner key.
 */
export async function holdWallet(db: Executor, accountId: number): Promise<number> {
  // A concurrent opener's row may be invisible to this statement's snapshot: the second try sees it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const id = await openHoldWallet(db, accountId);
    if (id !== undefined) return id;
  }
  throw new Error(`could not open the hold account of ${accountId}`);
}
