import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { writeMessage } from '../inbox';
import { findCampaignByCode, runPeriod, writeGrant, type PeriodHooks } from '../rewards';
import { monthKey, monthStart, previousMonth, type Level } from './levels';
import { VIP_MONTHLY_CODE } from './seed';
import { isPlayerType, loadLevels } from './upgrade';

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

type Member = { id: string; type: number; vip_level: number; since: Date | string | null; bet: string };

async function closeMonth(tx: Tx, month: string, hooks: PeriodHooks): Promise<number> {
  const judged = previousMonth(month);
  const from = monthStart(judged);
  const to = monthStart(month);
  const levels = await loadLevels(tx);
  const byLevel = new Map(levels.map((l) => [l.level, l]));
  const gift = await findCampaignByCode(tx, VIP_MONTHLY_CODE);
  const members = await tx.execute<Member>(sql`
    SELECT a.id, a.type, a.vip_level, m.level_since AS since,
      (SELECT coalesce(sum(v.valid_amount), 0) FROM vip_bets v
        WHERE v.account_id = a.id AND v.settled_at >= ${from} AND v.settled_at < ${to})::text AS bet
    FROM accounts a LEFT JOIN vip_members m ON m.account_id = a.id
    WHERE a.vip_level > 0
    ORDER BY a.id FOR UPDATE OF a`);
  let n = 0;
  for (const m of members.rows) {
    const accountId = Number(m.id);
    const level = await keepCheck(tx, accountId, m, byLevel, from, judged);
    const l = byLevel.get(level);
    if (gift?.status === 'live' && l && l.monthlyGift > 0n && isPlayerType(Number(m.type)))
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
  m: Member,
  byLevel: Map<number, Level>,
  from: Date,
  judged: string,
): Promise<number> {
  const level = Number(m.vip_level);
  // No counters yet (a level from before VIP counting): counting starts now, judged next month.
  if (m.since === null) {
    await tx.execute(sql`INSERT INTO vip_members (account_id) VALUES (${accountId}) ON CONFLICT DO NOTHING`);
    return level;
  }
  // Reached during (or after) the month: not judged by it.
  if (new Date(m.since) > from) return level;
  const keep = byLevel.get(level)?.keepBet ?? 0n;
  if (BigInt(m.bet) >= keep) return level;
  const lower = level - 1;
  const base = byLevel.get(lower);
  await tx.execute(sql`UPDATE accounts SET vip_level = ${lower} WHERE id = ${accountId}`);
  await tx.execute(sql`
    UPDATE vip_members SET level_since = now(), updated_at = now(),
      valid_bet = least(valid_bet, ${(base?.betTarget ?? 0n).toString()}::bigint),
      deposits = least(deposits, ${(base?.depositTarget ?? 0n).toString()}::bigint)
    WHERE account_id = ${accountId}`);
  await writeMessage(tx, accountId, 'vip_level_dropped', {
    reference: judged,
    title: `VIP ${lower}`,
    amount: keep.toString(),
  });
  return lower;
}
