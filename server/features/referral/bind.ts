import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { networkOf } from '../rewards';

/**
 * Bind a new member to the member who referred them (decision 059), in the registration's own
 * transaction: the account and its referral commit together. The sign-up's network and install
 * are kept for the abuse check at qualification.
 */
export async function bindReferral(
  tx: Tx,
  b: { refereeId: number; referrerId: number; ip: string | null; deviceId: string | null },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO referrals (referee_id, referrer_id, ip24, device_id)
    VALUES (${b.refereeId}, ${b.referrerId}, ${networkOf(b.ip)}, ${b.deviceId})`);
}
