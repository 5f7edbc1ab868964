import { eq } from 'drizzle-orm';
import type { ZaloState } from '../../../contract/referral';
import type { Db, Executor, Tx } from '../../db/client';
import { rewardGrants, zaloBindings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkEligible, findCampaignByCode, isOpen, writeGrant, type Origin } from '../rewards';
import { ZALO_CAMPAIGN } from './campaigns';

/** 0912345678 → 091****678: enough for the member to recognise it. */
export const maskZalo = (z: string) =>
  `${z.slice(0, 3)}${'*'.repeat(Math.max(z.length - 6, 1))}${z.slice(-3)}`;

/**
 * Bind the member's Zalo contact and pay the Zalo registration reward (decision 060), in one
 * transaction: the binding (one per account: ALREADY_BOUND; one account per number: ZALO_TAKEN),
 * then the campaign's rules and anti-abuse limits; a member they refuse keeps the binding and the
 * refusal's rule is recorded. The grant's key (member, 'zalo', 'zalo') pays it once.
 */
export async function bindZalo(db: Db, accountId: number, zalo: string, origin: Origin): Promise<ZaloState> {
  await db.transaction((tx) => bindZaloIn(tx, accountId, zalo, origin));
  return zaloState(db, accountId);
}

/**
 * The binding and the reward in the caller's transaction (the Zalo call, or a registration whose
 * form carries a Zalo number). ON CONFLICT DO NOTHING covers both unique keys, so a lost race
 * waits for the winner and is answered like any other taken number, without an aborted transaction.
 */
export async function bindZaloIn(tx: Tx, accountId: number, zalo: string, origin: Origin): Promise<void> {
  const bound = await tx
    .insert(zaloBindings)
    .values({ accountId, zalo })
    .onConflictDoNothing()
    .returning({ accountId: zaloBindings.accountId });
  if (bound.length === 0) {
    const mine = await tx
      .select({ accountId: zaloBindings.accountId })
      .from(zaloBindings)
      .where(eq(zaloBindings.accountId, accountId));
    if (mine.length > 0) throw new AppError('ALREADY_BOUND', 'a Zalo contact is already bound');
    throw new AppError('ZALO_TAKEN', 'this Zalo number is bound to another account', { field: 'zalo' });
  }
  const campaign = await findCampaignByCode(tx, ZALO_CAMPAIGN);
  if (!campaign || !isOpen(campaign) || campaign.terms.reward.type !== 'fixed') return;
  try {
    await checkEligible(tx, accountId, campaign, origin);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'RULE_FAILED') throw err;
    await tx
      .update(zaloBindings)
      .set({ refused: err.details.rule ?? 'rule' })
      .where(eq(zaloBindings.accountId, accountId));
    return;
  }
  const amount = BigInt(campaign.terms.reward.amount);
  const hold = campaign.terms.holdAbove !== null && amount > BigInt(campaign.terms.holdAbove);
  const { grant } = await writeGrant(tx, {
    accountId,
    campaign,
    source: 'zalo',
    sourceRef: 'zalo',
    amount,
    hold,
    origin,
  });
  await tx.update(zaloBindings).set({ grantId: grant.id }).where(eq(zaloBindings.accountId, accountId));
}

/** The member's Zalo contact and the reward's state. */
export async function zaloState(db: Executor, accountId: number): Promise<ZaloState> {
  const campaign = await findCampaignByCode(db, ZALO_CAMPAIGN);
  const open = campaign !== undefined && isOpen(campaign) && campaign.terms.reward.type === 'fixed';
  const amount = open && campaign.terms.reward.type === 'fixed' ? campaign.terms.reward.amount : null;
  const [b] = await db
    .select({ zalo: zaloBindings.zalo, paid: rewardGrants.amount, refused: zaloBindings.refused })
    .from(zaloBindings)
    .leftJoin(rewardGrants, eq(rewardGrants.id, zaloBindings.grantId))
    .where(eq(zaloBindings.accountId, accountId));
  if (!b) return { zalo: null, amount, reward: open ? 'open' : 'closed', reason: null };
  if (b.paid !== null)
    return { zalo: maskZalo(b.zalo), amount: b.paid.toString(), reward: 'paid', reason: null };
  return {
    zalo: maskZalo(b.zalo),
    amount,
    reward: b.refused !== null ? 'refused' : 'closed',
    reason: b.refused,
  };
}
