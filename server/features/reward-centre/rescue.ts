import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { siteDayOf } from '../../../contract/agent/schemas';
import type { RescueView } from '../../../contract/reward-centre/schemas';
import type { Db, Executor } from '../../db/client';
import { bets, rewardGrants } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { dayStart } from '../agent';
import { evaluate, loadFacts, type Campaign, type Origin } from '../../engine/rewards';
import { openCampaign, RESCUE_CODE } from './campaigns';
import { grantOf, grantOnce, type Claimed } from './result';
import { previousDay } from './sign-in';

const DAY_MS = 86_400_000;

/**
 * The member's net loss of one site day: stakes minus wins of the bets settled that day (rolled
 * back bets excluded), 0 when the member came out ahead. Each bet is settled on one day only, so
 * it counts toward one day's rescue, and that day's grant is unique: a bet is rescued once.
 */
export async function netLoss(db: Executor, accountId: number, day: string): Promise<bigint> {
  const start = dayStart(day);
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${bets.betAmount} - ${bets.winAmount}), 0)::text` })
    .from(bets)
    .where(
      and(
        eq(bets.accountId, accountId),
        eq(bets.status, 'settled'),
        gte(bets.settledAt, start),
        lt(bets.settledAt, new Date(start.getTime() + DAY_MS)),
      ),
    );
  const net = BigInt(row?.net ?? '0');
  return net > 0n ? net : 0n;
}

type LossTerms = { percent: number; cap: string; minLoss: string };
const lossTermsOf = (c: Campaign): LossTerms | null =>
  c.terms.reward.type === 'loss_percent' ? c.terms.reward : null;

/** The terms' share of a loss: nothing below the minimum, the percent rounded down, at most the cap. */
export function rescueAmount(t: LossTerms, loss: bigint): bigint {
  if (loss < BigInt(t.minLoss)) return 0n;
  const share = (loss * BigInt(t.percent)) / 100n;
  return share < BigInt(t.cap) ? share : BigInt(t.cap);
}

/** Yesterday's rescue as the member sees it today; null when the campaign is not open. */
export async function rescueView(
  db: Db,
  accountId: number,
  origin: Origin,
  now: Date,
): Promise<RescueView | null> {
  const c = await openCampaign(db, RESCUE_CODE, now);
  const t = c ? lossTermsOf(c) : null;
  if (!c || !t) return null;
  const day = previousDay(siteDayOf(now));
  const loss = await netLoss(db, accountId, day);
  const amount = rescueAmount(t, loss);
  const paid = await grantOf(db, accountId, 'rescue', day);
  const eligible = evaluate(
    c.terms.rules,
    await loadFacts(db, accountId, c.terms.rules, c.id, origin),
  ).passed;
  const state = paid ? 'claimed' : amount === 0n ? 'none' : eligible ? 'claim' : 'closed';
  return {
    day,
    loss: loss.toString(),
    amount: (paid ? await paidAmount(db, paid.id) : amount).toString(),
    state,
    percent: t.percent,
    minLoss: t.minLoss,
    cap: t.cap,
  };
}

async function paidAmount(db: Executor, grantId: number): Promise<bigint> {
  const [row] = await db
    .select({ amount: rewardGrants.amount })
    .from(rewardGrants)
    .where(eq(rewardGrants.id, grantId));
  return row!.amount;
}

/**
 * Claim yesterday's loss rescue (decision 046): computed at claim time from the settled bets of
 * yesterday (a closed day: no bet settles in the past), paid once under (rescue, the day). Only on
 * the next day: the day after, that day is no longer offered. Below the minimum: NOTHING_TO_CLAIM.
 */
export async function claimRescue(db: Db, accountId: number, origin: Origin, now: Date): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const c = await openCampaign(tx, RESCUE_CODE, now);
    const t = c ? lossTermsOf(c) : null;
    if (!c || !t) throw new AppError('PROMOTION_CLOSED', 'loss rescue is not open');
    const day = previousDay(siteDayOf(now));
    const claim = { accountId, campaign: c, source: 'rescue', sourceRef: day, origin } as const;
    return grantOnce(tx, claim, async () => {
      const amount = rescueAmount(t, await netLoss(tx, accountId, day));
      if (amount === 0n) throw new AppError('NOTHING_TO_CLAIM', `no rescue for ${day}`);
      return amount;
    });
  });
}
