import { asc, sql } from 'drizzle-orm';
import type { RebateRateInput } from '../../../contract/rebate/schemas';
import type { Db, Executor } from '../../db/client';
import { rebateRates } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { assertHouseEdge } from './house-edge';

export type RateRow = { gameType: string; vipLevel: number; rateBp: number };

/** Every rate row, by game type and level (operator view). */
export async function listRates(db: Executor): Promise<RateRow[]> {
  return db
    .select({ gameType: rebateRates.gameType, vipLevel: rebateRates.vipLevel, rateBp: rebateRates.rateBp })
    .from(rebateRates)
    .orderBy(asc(rebateRates.gameType), asc(rebateRates.vipLevel));
}

/**
 * Set one rate (audited). It applies to bets accrued from now on: what accrued keeps its rate
 * (decision 045). A rate that would let a bet type pay a grinder on average is refused (decision 093).
 */
export async function setRate(db: Db, actor: Actor, input: RebateRateInput): Promise<RateRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(rebateRates)
      .values({ gameType: input.gameType, vipLevel: input.vipLevel, rateBp: input.rateBp, updatedBy: actor })
      .onConflictDoUpdate({
        target: [rebateRates.gameType, rebateRates.vipLevel],
        set: { rateBp: input.rateBp, updatedBy: actor, updatedAt: sql`now()` },
      });
    await assertHouseEdge(tx);
    await audit(tx, actor, 'rebate.rate', `rebate:${input.gameType}:${input.vipLevel}`, input);
    return { gameType: input.gameType, vipLevel: input.vipLevel, rateBp: input.rateBp };
  });
}
