import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, vipMembers } from '../../db/schema';
import { writeMessage } from '../../core/members/write-message';
import { findCampaignByCode, runPeriod, writeGrant, type PeriodHooks } from '../../engine/rewards';
import { monthKey, monthStart, previousMonth, type Level } from './levels';
import { VIP_MONTHLY_CODE } from './seed';
import { isPlayerType, loadLevels } from './upgrade';
import { lockVipMembersForMonth, type MonthMember } from './vip.sql';

/**
 * The month's VIP work (decision 044), exactly once per site-time month across nodes
 * (`runPeriod`, decision 034), at the first pass of the month:
 * 1. the keep check of the month that ended: a member who held their level for the whole month
 *    and bet less than its keep target drops one level (told in the inbox); their counters are
 *    cut to the lower level's targets, so the level above must be earned again;
 * 2. the monthly gift of the level each player now holds (grant vip_monthly, source_ref the month).
 * A crash or a budget that cannot pay rolls all of it back and the next pass starts over.
 */
export async function runVipMonth(db: Db, now: Date, hooks: PeriodHooks = {}) {
  const month = monthKey(now);
  return runPeriod(db, 'vip_month', month, (tx, h) => closeMonth(tx, month, h), hooks);
}

async function closeMonth(tx: Tx, month: string, hooks: PeriodHooks): Promise<number> {
  const judged = previousMonth(month);
  const from = monthStart(judged);
  const to = monthStart(month);
  const levels = await loadLevels(tx);
  const byLevel = new Map(levels.map((l) => [l.level, l]));
  const gift = await findCampaignByCode(tx, VIP_MONTHLY_CODE);
  const members = await lockVipMembersForMonth(tx, from, to);
  let n = 0;
  for (const m of members) {
    const accountId = m.id;
    const level = await keepCheck(tx, accountId, m, byLevel, from, judged);
    const l = byLevel.get(level);
    if (gift?.status === 'live' && l && l.monthlyGift > 0n && isPlayerType(m.type))
      await writeGrant(tx, {
        accountId,
        campaign: gift,
        source: 'vip_monthly',
        sourceRef: month,
        amount: l.monthlyGift,
        hold: false,
      });
    n++;
    await hooks.afterItem?.(accountId);
  }
  return n;
}

/** The keep check of one member for the month `judged`; returns the level they hold after it. */
async function keepCheck(
  tx: Tx,
  accountId: number,
  m: MonthMember,
  byLevel: Map<number, Level>,
  from: Date,
  judged: string,
): Promise<number> {
  const level = m.vip_level;
  // No counters yet (a level from before VIP counting): counting starts now, judged next month.
  if (m.since === null) {
    await tx.insert(vipMembers).values({ accountId }).onConflictDoNothing();
    return level;
  }
  // Reached during (or after) the month: not judged by it.
  if (m.since > from) return level;
  const keep = byLevel.get(level)?.keepBet ?? 0n;
  if (BigInt(m.bet) >= keep) return level;
  const lower = level - 1;
  const base = byLevel.get(lower);
  await tx.update(accounts).set({ vipLevel: lower }).where(eq(accounts.id, accountId));
  await tx
    .update(vipMembers)
    .set({
      levelSince: sql`now()`,
      updatedAt: sql`now()`,
      validBet: sql`least(${vipMembers.validBet}, ${(base?.betTarget ?? 0n).toString()}::bigint)`,
      deposits: sql`least(${vipMembers.deposits}, ${(base?.depositTarget ?? 0n).toString()}::bigint)`,
    })
    .where(eq(vipMembers.accountId, accountId));
  await writeMessage(tx, accountId, 'vip_level_dropped', {
    reference: judged,
    title: `VIP ${lower}`,
    amount: keep.toString(),
  });
  return lower;
}
