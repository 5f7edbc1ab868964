import type { Tx } from '../../db/client';
import { postTransaction } from '../../core/money/ledger';
import { pointsIssuer, pointsWallet } from './accounts';

/** Why a feature gives points: its ledger kind, which points details name (views.ts). */
export type AwardKind = 'points_sign_in' | 'points_mission' | 'points_award';

/**
 * Give a member points from the issuer (missions, the daily sign-in and other features' rewards,
 * decision 054): one ledger transaction under the caller's idempotency `key` (a repeat posts
 * nothing), in the caller's transaction.
 */
export async function awardPoints(
  tx: Tx,
  accountId: number,
  points: bigint,
  key: string,
  kind: AwardKind = 'points_award',
): Promise<void> {
  if (points <= 0n) throw new Error('awardPoints: points must be positive');
  await postTransaction(tx, {
    kind,
    idempotencyKey: `points:award:${key}`,
    memo: { key },
    entries: [
      { ledgerAccountId: await pointsWallet(tx, accountId), amount: points, system: false },
      { ledgerAccountId: await pointsIssuer(tx), amount: -points, system: true },
    ],
  });
}
