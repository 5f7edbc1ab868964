import { and, desc, eq, or } from 'drizzle-orm';
import {
  promotionCategories,
  rewardCentreKinds,
  type ClaimState,
  type PromotionDetail,
  type PromotionList,
  type PromotionSummary,
  type PromotionsQuery,
  type RewardView,
  type RuleName,
} from '../../../contract/rewards/schemas';
import type { Db } from '../../db/client';
import { rewardApplications, rewardGrants } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import {
  budgetOf,
  depositUntouched,
  evaluate,
  findCampaign,
  findGrant,
  isOpen,
  liveCampaigns,
  loadFacts,
  rewardAmount,
  sourceRefOf,
  textIn,
  type Campaign,
  type Origin,
} from '../../engine/rewards';

type MemberView = {
  state: ClaimState;
  blockedBy: RuleName | null;
  amountNow: bigint | null;
  grantId: number | null;
};

const rewardView = (c: Campaign): RewardView => {
  const r = c.terms.reward;
  const none = { amount: null, percent: null, cap: null, minDeposit: null };
  switch (r.type) {
    case 'fixed':
      return { ...none, type: 'fixed', amount: r.amount };
    case 'deposit_percent':
      return { ...none, type: 'deposit_percent', percent: r.percent, cap: r.cap, minDeposit: r.minDeposit };
    case 'ladder':
      return { ...none, type: 'ladder', cap: r.amounts.reduce((a, b) => (BigInt(b) > BigInt(a) ? b : a)) };
    case 'loss_percent':
      return { ...none, type: 'loss_percent', percent: r.percent, cap: r.cap };
  }
};

const GRANT_STATE: Record<string, ClaimState> = {
  held: 'applying',
  active: 'claimed',
  completed: 'claimed',
  expired: 'expired',
  rejected: 'rejected',
};

/** The member's state on one campaign (contract ClaimState). */
async function memberView(
  db: Db,
  accountId: number,
  c: Campaign,
  budget: bigint,
  origin: Origin,
): Promise<MemberView> {
  const reward = await rewardAmount(db, accountId, c.terms);
  const ref = sourceRefOf(c, reward?.depositId ?? null);
  const [grant] = await db
    .select({ id: rewardGrants.id, status: rewardGrants.status })
    .from(rewardGrants)
    .where(
      and(
        eq(rewardGrants.accountId, accountId),
        eq(rewardGrants.campaignId, c.id),
        or(
          and(eq(rewardGrants.source, 'promotion'), eq(rewardGrants.sourceRef, ref)),
          eq(rewardGrants.source, 'application'),
        ),
      ),
    )
    .orderBy(desc(rewardGrants.id))
    .limit(1);
  const none = { blockedBy: null, amountNow: reward?.amount ?? null };
  if (grant && grant.status !== 'rejected')
    return { ...none, state: GRANT_STATE[grant.status]!, grantId: grant.id };
  const [app] = await db
    .select({ status: rewardApplications.status })
    .from(rewardApplications)
    .where(and(eq(rewardApplications.accountId, accountId), eq(rewardApplications.campaignId, c.id)))
    .orderBy(desc(rewardApplications.id))
    .limit(1);
  if (app?.status === 'pending') return { ...none, state: 'applying', grantId: null };
  // Not started yet: the member may join later; ended, paused or out of budget: over.
  if (c.status === 'live' && new Date(c.terms.startsAt) > new Date())
    return { ...none, state: 'join', grantId: null };
  if (!isOpen(c) || budget <= 0n) return { ...none, state: 'expired', grantId: null };
  const rejected = grant?.status === 'rejected' || app?.status === 'rejected';
  if (c.terms.claimMode !== 'claim') return { ...none, state: rejected ? 'rejected' : 'join', grantId: null };
  const result = evaluate(c.terms.rules, await loadFacts(db, accountId, c.terms.rules, c.id, origin));
  if (!result.passed) return { ...none, state: 'join', blockedBy: result.failed, grantId: null };
  if (!reward) return { ...none, state: 'join', blockedBy: 'deposit_sum', grantId: null };
  if (reward.depositId !== null && !(await depositUntouched(db, accountId, reward.depositId)))
    return { ...none, state: 'join', blockedBy: 'deposit_untouched', grantId: null };
  return { ...none, state: 'claim', grantId: null };
}

function summary(c: Campaign, budget: bigint, language: string, view: MemberView | null): PromotionSummary {
  const content = textIn(c.terms.content, language);
  return {
    id: c.id,
    version: c.version,
    kind: c.terms.kind,
    category: c.terms.category,
    claimMode: c.terms.claimMode,
    title: textIn(c.terms.title, language),
    summary: content.split(/\n\s*\n/)[0]!.trim(),
    imageUrl: null,
    startsAt: c.terms.startsAt,
    endsAt: c.terms.endsAt,
    reward: rewardView(c),
    wageringMultiple: c.terms.wageringMultiple,
    state: view?.state ?? null,
    blockedBy: view?.blockedBy ?? null,
    budgetExhausted: budget <= 0n,
  };
}

/** Live promotions, filtered by category, with the member's state when logged in. */
export async function listPromotions(
  db: Db,
  accountId: number | null,
  q: PromotionsQuery,
  origin: Origin,
): Promise<PromotionList> {
  // Sign-in, newbie tasks and rescue are shown and claimed in the reward centre (decision 046).
  const live = (await liveCampaigns(db)).filter((c) => !rewardCentreKinds.includes(c.terms.kind));
  const counts = new Map<string, number>();
  for (const c of live) counts.set(c.terms.category, (counts.get(c.terms.category) ?? 0) + 1);
  const chosen = live.filter((c) => q.category === 'all' || c.terms.category === q.category);
  const list = await Promise.all(
    chosen.map(async (c) =>
      summary(
        c,
        c.budget,
        q.language,
        accountId === null ? null : await memberView(db, accountId, c, c.budget, origin),
      ),
    ),
  );
  return {
    categories: promotionCategories
      .filter((k) => counts.has(k))
      .map((k) => ({ category: k, count: counts.get(k)! })),
    list,
  };
}

/** One promotion with its full terms; drafts are not shown. */
export async function promotionDetail(
  db: Db,
  accountId: number | null,
  id: number,
  language: string,
  origin: Origin,
): Promise<PromotionDetail> {
  const c = await findCampaign(db, id);
  if (c.status === 'draft') throw new AppError('NOT_FOUND', `no promotion ${id}`);
  const budget = await budgetOf(db, c.id);
  const view = accountId === null ? null : await memberView(db, accountId, c, budget, origin);
  return {
    ...summary(c, budget, language, view),
    content: textIn(c.terms.content, language),
    timeZone: c.terms.timeZone,
    maxBet: c.terms.maxBet,
    expiresInDays: c.terms.expiresInDays,
    amountNow: view?.amountNow?.toString() ?? null,
    grant:
      view?.grantId && accountId !== null ? await findGrant(db, accountId, view.grantId, language) : null,
  };
}
