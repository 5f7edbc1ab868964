import { sql } from 'drizzle-orm';
import type { GameType } from '../../../contract/common';
import type { RebateRateInput } from '../../../contract/rebate';
import type { Db, Executor } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';

export type RateRow = { gameType: string; vipLevel: number; rateBp: number };

/**
 * The rate of a (game type, level) pair in SQL: the row of the highest level not above the
 * member's (levels without a row of their own inherit the one below), 0 when there is none.
 */
export const rateSql = (gameType: ReturnType<typeof sql>, vipLevel: ReturnType<typeof sql>) => sql`
  coalesce((SELECT r.rate_bp FROM rebate_rates r WHERE r.game_type = ${gameType} AND r.vip_level <= ${vipLevel}
            ORDER BY r.vip_level DESC LIMIT 1), 0)`;

/** Every rate row, by game type and level (operator view). */
export async function listRates(db: Executor): Promise<RateRow[]> {
  const r = await db.execute<{ game_type: string; vip_level: number; rate_bp: number }>(
    sql`SELECT game_type, vip_level, rate_bp FROM rebate_rates ORDER BY game_type, vip_level`,
  );
  return r.rows.map((x) => ({
    gameType: x.game_type,
    vipLevel: Number(x.vip_level),
    rateBp: Number(x.rate_bp),
  }));
}

/** The rate of each catalogue game type at one level (the member's table). */
export async function ratesAt(
  db: Executor,
  vipLevel: number,
): Promise<{ gameType: GameType; rateBp: number }[]> {
  const r = await db.execute<{ game_type: GameType; rate_bp: number }>(sql`
    SELECT c.game_type, ${rateSql(sql`c.game_type`, sql`${vipLevel}::smallint`)} AS rate_bp
    FROM game_categories c ORDER BY c.sort`);
  return r.rows.map((x) => ({ gameType: x.game_type, rateBp: Number(x.rate_bp) }));
}

/**
 * Set one rate (audited). It applies to bets accrued from now on: what accrued keeps its rate
 * (decision 045).
 */
export async function setRate(db: Db, actor: Actor, input: RebateRateInput): Promise<RateRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO rebate_rates (game_type, vip_level, rate_bp, updated_by)
      VALUES (${input.gameType}, ${input.vipLevel}, ${input.rateBp}, ${actor})
      ON CONFLICT (game_type, vip_level) DO UPDATE
        SET rate_bp = EXCLUDED.rate_bp, updated_by = EXCLUDED.updated_by, updated_at = now()`);
    await audit(tx, actor, 'rebate.rate', `rebate:${input.gameType}:${input.vipLevel}`, input);
    return { gameType: input.gameType, vipLevel: input.vipLevel, rateBp: input.rateBp };
  });
}
