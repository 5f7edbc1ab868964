import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { zaloBindings } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { checkEligible, findCampaignByCode, isOpen, writeGrant, type Campaign } from '../../engine/rewards';
import { ZALO_CAMPAIGN } from './campaigns';

/** Verified bindings looked at per pass (the longest waiting first). */
const BATCH = 50;

/** A binding the reward may pay: verified by its SMS code, neither paid nor refused yet. */
const due = and(
  isNotNull(zaloBindings.verifiedAt),
  isNull(zaloBindings.grantId),
  isNull(zaloBindings.refused),
);
/** The member has a credited deposit (decision 089: the reward follows money in, not a number). */
const deposited = sql`EXISTS (SELECT 1 FROM deposits d
  WHERE d.account_id = ${zaloBindings.accountId} AND d.status = 'credited')`;

export type ZaloBinding = typeof zaloBindings.$inferSelect;

/** The open campaign that pays the Zalo reward, or undefined (closed: bindings wait, unpaid). */
export async function zaloCampaign(db: Executor, now = new Date()): Promise<Campaign | undefined> {
  const c = await findCampaignByCode(db, ZALO_CAMPAIGN);
  return c && isOpen(c, now) && c.terms.reward.type === 'fixed' ? c : undefined;
}

/**
 * Pay the Zalo reward of a binding the caller's transaction holds locked, when it is due and its
 * member has a credited deposit: the campaign's rules and limits (decision 035) checked from where
 * the number was verified; a refusal is recorded on the binding and never paid later (the same
 * facts would refuse it again). The grant's key (member, 'zalo', 'zalo') pays it once.
 */
export async function payZaloIfDue(tx: Tx, b: ZaloBinding, campaign: Campaign): Promise<void> {
  if (b.verifiedAt === null || b.grantId !== null || b.refused !== null) return;
  if (campaign.terms.reward.type !== 'fixed') return;
  const [hasDeposit] = await tx
    .select({ accountId: zaloBindings.accountId })
    .from(zaloBindings)
    .where(and(eq(zaloBindings.accountId, b.accountId), deposited));
  if (!hasDeposit) return;
  const origin = { ip24: b.ip24, deviceId: b.deviceId };
  try {
    await checkEligible(tx, b.accountId, campaign, origin);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'RULE_FAILED') throw err;
    await tx
      .update(zaloBindings)
      .set({ refused: err.details.rule ?? 'rule' })
      .where(eq(zaloBindings.accountId, b.accountId));
    return;
  }
  const amount = BigInt(campaign.terms.reward.amount);
  const hold = campaign.terms.holdAbove !== null && amount > BigInt(campaign.terms.holdAbove);
  const { grant } = await writeGrant(tx, {
    accountId: b.accountId,
    campaign,
    source: 'zalo',
    sourceRef: 'zalo',
    amount,
    hold,
    origin,
  });
  await tx.update(zaloBindings).set({ grantId: grant.id }).where(eq(zaloBindings.accountId, b.accountId));
}

/**
 * The reward ticker's Zalo pass (decision 089): each verified, unpaid binding whose member now has
 * a credited deposit is paid (or refused) once however many nodes run the pass: its row is locked
 * (SKIP LOCKED) and re-read as due under the lock.
 */
export async function payZaloRewards(db: Db, now = new Date()): Promise<{ looked: number }> {
  const campaign = await zaloCampaign(db, now);
  if (!campaign) return { looked: 0 };
  const ids = await db
    .select({ accountId: zaloBindings.accountId })
    .from(zaloBindings)
    .where(and(due, deposited))
    .orderBy(asc(zaloBindings.verifiedAt))
    .limit(BATCH);
  for (const { accountId } of ids) {
    await db.transaction(async (tx) => {
      const [b] = await tx
        .select()
        .from(zaloBindings)
        .where(and(eq(zaloBindings.accountId, accountId), due))
        .for('update', { skipLocked: true });
      if (b) await payZaloIfDue(tx, b, campaign);
    });
  }
  return { looked: ids.length };
}
