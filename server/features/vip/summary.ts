import { sql } from 'drizzle-orm';
import type { VipLevel, VipSummary } from '../../../contract/vip/schemas';
import type { Db } from '../../db/client';
import { selectGrants } from '../../engine/rewards';
import { monthKey, monthStart, nextLevel, nextMonthStart, type Level } from './levels';
import { countAndUpgrade } from './pass';
import { loadLevels, upgrade } from './upgrade';
import { findVipStanding } from './vip.sql';

/**
 * When the keep check next judges the member: the next month's start, or, for a level reached
 * this month (or no counters yet), the start of the month after (decision 044).
 */
function firstCheck(now: Date, since: Date | null): Date {
  const next = nextMonthStart(now);
  const judgedFrom = monthStart(monthKey(now));
  return since === null || since > judgedFrom ? nextMonthStart(next) : next;
}

const view = (l: Level): VipLevel => ({
  level: l.level,
  betTarget: l.betTarget.toString(),
  depositTarget: l.depositTarget.toString(),
  keepBet: l.keepBet.toString(),
  upgradeBonus: l.upgradeBonus.toString(),
  monthlyGift: l.monthlyGift.toString(),
});

/**
 * The playerRank tab: level, progress to the next level, the month's keep progress, the level
 * table and the member's VIP grants. What settled since the last pass is counted first, so a
 * member who just played sees it (and an upgrade it earns) at once.
 */
export async function vipSummary(db: Db, accountId: number, language: string): Promise<VipSummary> {
  await countAndUpgrade(db);
  await upgrade(db, accountId);
  const now = new Date();
  const levels = await loadLevels(db);
  const row = await findVipStanding(db, accountId, monthStart(monthKey(now)));
  const level = row.vip_level;
  const history = await selectGrants(
    db,
    sql`g.account_id = ${accountId} AND g.source IN ('vip_upgrade', 'vip_monthly')`,
    50,
    0,
    language,
  );
  const next = nextLevel(levels, level);
  return {
    level,
    validBet: row.valid_bet ?? '0',
    deposits: row.deposits ?? '0',
    next: next ? view(next) : null,
    monthBet: row.month_bet,
    keepBet: (levels.find((l) => l.level === level)?.keepBet ?? 0n).toString(),
    keepCheckAt: firstCheck(now, row.since).toISOString(),
    levels: levels.map(view),
    history: history.map(({ account: _a, reason: _r, ...grant }) => grant),
  };
}
