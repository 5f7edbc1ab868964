import type { Tx } from '../../db/client';
import { referrals } from '../../db/schema';
import { networkOf } from '../../engine/rewards';

/**
 * Bind a new member to the member who referred them (decision 059), in the registration's own
 * transaction: the account and its referral commit together. The sign-up's network and install
 * are kept for the abuse check at qualification.
 */
export async function bindReferral(
  tx: Tx,
  b: { refereeId: number; referrerId: number; ip: string | null; deviceId: string | null },
): Promise<void> {
  await tx.insert(referrals).values({
    refereeId: b.refereeId,
    referrerId: b.referrerId,
    ip24: networkOf(b.ip),
    deviceId: b.deviceId,
  });
}
