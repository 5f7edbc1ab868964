import { sql } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Db, Executor } from '../../db/client';
import { findCampaignByCode, writeGrant } from '../rewards';
import { levelFor, levelsPassed, type Level } from './levels';
import { VIP_UPGRADE_CODE } from './seed';

type LevelRow = {
  level: number;
  bet_target: string;
  deposit_target: string;
  keep_bet: string;
  upgrade_bonus: string;
  monthly_gift: string;
};

/** The level table, lowest first. */
export async function loadLevels(db: Executor): Promise<Level[]> {
  const r = await db.execute<LevelRow>(sql`
    SELECT level, bet_target::text, deposit_target::text, keep_bet::text, upgrade_bonus::text, monthly_gift::text
    FROM vip_levels ORDER BY level`);
  return r.rows.map((x) => ({
    level: Number(x.level),
    betTarget: BigInt(x.bet_target),
    depositTarget: BigInt(x.deposit_target),
    keepBet: BigInt(x.keep_bet),
    upgradeBonus: BigInt(x.upgrade_bonus),
    monthlyGift: BigInt(x.monthly_gift),
  }));
}

/** Trial accounts and agents hold no VIP level (as the player_only rule: decision 035). */
export const isPlayerType = (type: number) =>
  type !== trialAccountType && !(agentAccountTypes as readonly number[]).includes(type);

/**
 * Raise the member's level to what their counters earn (decision 044), paying each level passed
 * its upgrade bonus once, in one transaction. The account row is locked first, so concurrent
 * recomputes of one member take turns and the second finds the level already raised; the
 * grant's unique (account, vip_upgrade, level) key pays a level once even without the lock, and
 * once for life (a level dropped and reached again pays nothing more). A budget that cannot pay
 * rolls the whole upgrade back (BUDGET_EXHAUSTED): the level waits for the operator to fund it,
 * never rising without its bonus. Levels never fall here (only the monthly keep check lowers them).
 * Returns the member's level.
 */
export async function upgrade(db: Db, accountId: number, levels?: Level[]): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ vip_level: number; type: number; valid_bet: string; deposits: string }>(sql`
      SELECT a.vip_level, a.type, m.valid_bet::text, m.deposits::text
      FROM accounts a JOIN vip_members m ON m.account_id = a.id
      WHERE a.id = ${accountId} FOR UPDATE OF a, m`);
    const row = r.rows[0];
    if (!row) return 0;
    const current = Number(row.vip_level);
    if (!isPlayerType(Number(row.type))) return current;
    const table = levels ?? (await loadLevels(tx));
    const earned = levelFor(table, BigInt(row.valid_bet), BigInt(row.deposits));
    if (earned <= current) return current;
    await tx.execute(sql`UPDATE accounts SET vip_level = ${earned} WHERE id = ${accountId}`);
    await tx.execute(sql`UPDATE vip_members SET level_since = now() WHERE account_id = ${accountId}`);
    const campaign = await findCampaignByCode(tx, VIP_UPGRADE_CODE);
    // An operator who pauses or ends the campaign stops the bonuses, not the levels.
    if (campaign?.status !== 'live') return earned;
    for (const l of levelsPassed(table, current, earned)) {
      if (l.upgradeBonus <= 0n) continue;
      await writeGrant(tx, {
        accountId,
        campaign,
        source: 'vip_upgrade',
        sourceRef: String(l.level),
        amount: l.upgradeBonus,
        hold: false,
      });
    }
    return earned;
  });
}
