import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRows } from '../../core/storage/rows';

const Good = z.object({ kind: z.string(), price: z.coerce.number(), cash: z.coerce.number().nullable() });
const Prize = z.object({
  game: z.string(),
  kind: z.string(),
  amount: z.coerce.number(),
  ticket: z.string().nullable(),
  weight: z.number(),
});
const Rebate = z.object({ game_type: z.string(), bp: z.number() });
const Points = z.object({ game_type: z.string(), points: z.number(), per: z.coerce.number() });
const Mission = z.object({
  condition: z.unknown(),
  cash: z.coerce.number().nullable(),
  pts: z.coerce.number().nullable(),
});
const Kind = z.object({ game_type: z.string(), classify: z.string().nullable() });

/**
 * Everything the operator pays per valid bet, as configured now (decision 093): the best rebate
 * rate of each game type over the VIP levels, the points rates, the mall's active goods and the
 * wheel's and egg's active prizes (what a point is worth), the live daily and weekly missions; and
 * the (type, classify) pairs the lobby lists, which decide the engines to hold to it.
 */
export async function readRewardSettings(db: Executor) {
  const [goods, prizes, rebate, points, missions, kinds] = await Promise.all([
    sqlRows(
      db,
      sql`SELECT kind, price_points AS price, cash_amount AS cash FROM points_goods WHERE active`,
      Good.parse,
    ),
    sqlRows(
      db,
      sql`SELECT game, kind, amount, ticket_game AS ticket, weight FROM lucky_prizes WHERE active`,
      Prize.parse,
    ),
    sqlRows(
      db,
      sql`SELECT game_type, max(rate_bp)::int AS bp FROM rebate_rates GROUP BY game_type`,
      Rebate.parse,
    ),
    sqlRows(db, sql`SELECT game_type, points, per_amount AS per FROM points_rates`, Points.parse),
    sqlRows(
      db,
      sql`SELECT condition, cash_amount AS cash, mall_points AS pts FROM missions
        WHERE status = 'live' AND period IN ('daily', 'weekly')`,
      Mission.parse,
    ),
    sqlRows(
      db,
      sql`SELECT DISTINCT game_type, classify FROM games WHERE is_game IS DISTINCT FROM 'VASSALAGE'`,
      Kind.parse,
    ),
  ]);
  return { goods, prizes, rebate, points, missions, kinds };
}
export type RewardSettings = Awaited<ReturnType<typeof readRewardSettings>>;
