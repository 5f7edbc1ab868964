import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../db/client';
import { sqlRow, sqlRows } from '../../core/storage/rows';

const Due = z.object({ referee_id: z.coerce.number() });

/** Pending referrals whose referee has a credited deposit, the least recently looked at first. */
export async function listDueReferrals(db: Executor, limit: number): Promise<number[]> {
  const rows = await sqlRows(
    db,
    sql`
    SELECT r.referee_id FROM referrals r
    WHERE r.status = 'pending'
      AND EXISTS (SELECT 1 FROM deposits d WHERE d.account_id = r.referee_id AND d.status = 'credited')
    ORDER BY r.checked_at NULLS FIRST, r.referee_id LIMIT ${limit}`,
    Due.parse,
  );
  return rows.map((r) => r.referee_id);
}

const Pending = z.object({
  referrer_id: z.coerce.number(),
  ip24: z.string().nullable(),
  device_id: z.string().nullable(),
});
export type PendingReferral = z.infer<typeof Pending>;

/**
 * Lock a pending referral for deciding it, or undefined when another node holds it or it is
 * decided: SKIP LOCKED lets every node's pass take a different referral instead of queueing.
 */
export function lockPendingReferral(tx: Tx, refereeId: number): Promise<PendingReferral | undefined> {
  return sqlRow(
    tx,
    sql`
    SELECT referrer_id, ip24, device_id FROM referrals
    WHERE referee_id = ${refereeId} AND status = 'pending' FOR UPDATE SKIP LOCKED`,
    Pending.parse,
  );
}

const Stats = z.object({ invited: z.coerce.number(), qualified: z.coerce.number(), rewards: z.string() });

/** The referrer's statistics: referees invited, qualified, and the rewards paid for them. */
export async function countReferrals(db: Executor, referrerId: number): Promise<z.infer<typeof Stats>> {
  const row = await sqlRow(
    db,
    sql`
    SELECT count(*)::text AS invited, count(*) FILTER (WHERE r.status = 'qualified')::text AS qualified,
      coalesce(sum(g.amount), 0)::text AS rewards
    FROM referrals r LEFT JOIN reward_grants g ON g.id = r.grant_id WHERE r.referrer_id = ${referrerId}`,
    Stats.parse,
  );
  return row!;
}
