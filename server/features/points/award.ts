import type { Tx } from '../../db/client';
import { postTransaction } from '../../lib/ledger';
import { pointsIssuer, pointsWallet } from './accounts';

/**
 * Give a member points from the issuer (missions and other features' rewards, decision 054): one
 * ledger transaction under the caller's idempotency `key` (a repeat posts nothing), in the
 * caller's transaction. Points details list it as 'other'.
 */
export async function awardPoints(tx: Tx, accountId: number, points: bigint, key: string): Promise<void> {
  if (points <= 0n) throw new Error('awardPoints: points must be positive');
  await postTransaction(tx, {
    kind: 'points_award',
    idempotencyKey: `points:award:${key}`,
    memo: { key },
    entries: [
      { ledgerAccountId: await pointsWallet(tx, accountId), amount: points, system: false },
      { ledgerAccountId: await pointsIssuer(tx), amount: -points, system: true },
    ],
  });
}
