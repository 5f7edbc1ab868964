import { asc, eq, sql } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Db, Executor } from '../../db/client';
import { accounts, vipLevels, vipMembers } from '../../db/schema';
import { findCampaignByCode, writeGrant } from '../../engine/rewards';
import { levelFor, levelsPassed, type Level } from './levels';
import { VIP_UPGRADE_CODE } from './seed';
import { lockVipCounters } from './vip.sql';

/** The level table, lowest first. */
export async function loadLevels(db: Executor): Promise<Level[]> {
  return db
    .select({
      level: vipLevels.level,
      betTarget: vipLevels.betTarget,
      depositTarget: vipLevels.depositTarget,
      keepBet: vipLevels.keepBet,
      upgradeBonus: vipLevels.upgradeBonus,
      monthlyGift: vipLevels.monthlyGift,
    })
    .from(vipLevels)
    .orderBy(asc(vipLevels.level));
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
    const row = await lockVipCounters(tx, accountId);
    if (!row) return 0;
    const current = row.vip_level;
    if (!isPlayerType(row.type)) return current;
    const table = levels ?? (await loadLevels(tx));
    const earned = levelFor(table, row.valid_bet, row.deposits);
    if (earned <= current) return current;
    await tx.update(accounts).set({ vipLevel: earned }).where(eq(accounts.id, accountId));
    await tx
      .update(vipMembers)
      .set({ levelSince: sql`now()` })
      .where(eq(vipMembers.accountId, accountId));
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
