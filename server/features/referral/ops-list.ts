import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { accounts, referrals } from '../../db/schema';

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

const referee = alias(accounts, 'e');
const referrer = alias(accounts, 'f');

/** Referrals for the operator (decision 059): the refused ones with their reason, or all; newest first. */
export async function listReferralsForOps(db: Executor, which: 'refused' | 'all', limit: number) {
  const rows = await db
    .select({
      referee: referee.account,
      referrer: referrer.account,
      status: referrals.status,
      reason: referrals.reason,
      grantId: referrals.grantId,
      ip24: referrals.ip24,
      createdAt: referrals.createdAt,
      decidedAt: referrals.decidedAt,
    })
    .from(referrals)
    .innerJoin(referee, eq(referee.id, referrals.refereeId))
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .where(which === 'refused' ? eq(referrals.status, 'refused') : undefined)
    .orderBy(desc(referrals.createdAt), desc(referrals.refereeId))
    .limit(limit);
  return rows.map((x): OpsReferral => ({
    ...x,
    createdAt: x.createdAt.toISOString(),
    decidedAt: x.decidedAt?.toISOString() ?? null,
  }));
}
