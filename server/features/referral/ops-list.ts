import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type OpsReferral = {
  referee: string;
  referrer: string;
  status: string;
  reason: string | null;
  grantId: number | null;
  ip24: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** Referrals for the operator (decision 059): the refused ones with their reason, or all; newest first. */
export async function listReferralsForOps(db: Executor, which: 'refused' | 'all', limit: number) {
  const r = await db.execute<{
    referee: string;
    referrer: string;
    status: string;
    reason: string | null;
    grant_id: string | null;
    ip24: string | null;
    created_at: Date | string;
    decided_at: Date | string | null;
  }>(sql`
    SELECT e.account AS referee, f.account AS referrer, r.status, r.reason, r.grant_id, r.ip24,
      r.created_at, r.decided_at
    FROM referrals r JOIN accounts e ON e.id = r.referee_id JOIN accounts f ON f.id = r.referrer_id
    ${which === 'refused' ? sql`WHERE r.status = 'refused'` : sql``}
    ORDER BY r.created_at DESC, r.referee_id DESC LIMIT ${limit}`);
  return r.rows.map((x): OpsReferral => ({
    referee: x.referee,
    referrer: x.referrer,
    status: x.status,
    reason: x.reason,
    grantId: x.grant_id === null ? null : Number(x.grant_id),
    ip24: x.ip24,
    createdAt: new Date(x.created_at).toISOString(),
    decidedAt: x.decided_at === null ? null : new Date(x.decided_at).toISOString(),
  }));
}
