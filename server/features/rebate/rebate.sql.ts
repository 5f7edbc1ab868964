import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { agentAccountTypes, GameType, trialAccountType } from '../../../contract/common';
import { RebateGameType } from '../../../contract/rebate/schemas';
import type { Executor, Tx } from '../../db/client';
import { sqlRow, sqlRows, sqlRun } from '../../core/storage/rows';
import { validBetSql } from '../../core/money/valid-bet';

/**
 * The rate of a (game type, level) pair in SQL: the row of the highest level not above the
 * member's (levels without a row of their own inherit the one below), 0 when there is none.
 */
const rateSql = (gameType: SQL, vipLevel: SQL) => sql`
  coalesce((SELECT r.rate_bp FROM rebate_rates r WHERE r.game_type = ${gameType} AND r.vip_level <= ${vipLevel}
            ORDER BY r.vip_level DESC LIMIT 1), 0)`;

const Accrued = z.object({ n: z.coerce.number(), last: z.coerce.date().nullable() });

/**
 * Accrue the next batch of settled bets after the cursor `cursor`, in one round trip: read the
 * fresh bets, rate them, write their accrual rows (ON CONFLICT: at most once per bet, whatever runs
 * at the same time). Answers how many bets it read and the last one's settled_at.
 */
export async function accrueRebateBatch(tx: Tx, cursor: string, batch: number) {
  const row = await sqlRow(
    tx,
    sql`
      WITH fresh AS (
        SELECT b.id, b.account_id, b.settled_at, coalesce(g.game_type, 'OTHER') AS game_type, a.vip_level,
          ${validBetSql('b')} AS valid
        FROM bets b
        JOIN accounts a ON a.id = b.account_id
        LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code
        WHERE b.status = 'settled'
          AND b.settled_at >= (SELECT scanned_to FROM rebate_cursor WHERE name = ${cursor})
          AND a.type <> ${trialAccountType}
          AND a.type NOT IN (${sql.join(
            agentAccountTypes.map((t) => sql`${t}`),
            sql`, `,
          )})
          AND NOT EXISTS (SELECT 1 FROM rebate_accruals x WHERE x.bet_id = b.id)
        ORDER BY b.settled_at, b.id LIMIT ${batch}),
      rated AS (
        SELECT f.*, ${rateSql(sql`f.game_type`, sql`f.vip_level`)} AS rate_bp FROM fresh f),
      written AS (
        INSERT INTO rebate_accruals (bet_id, account_id, game_type, vip_level, valid_amount, rate_bp, amount)
        SELECT id, account_id, game_type, vip_level, valid, rate_bp, valid * rate_bp / 10000 FROM rated
        ON CONFLICT (bet_id) DO NOTHING)
      SELECT count(*)::text AS n, max(settled_at) AS last FROM fresh`,
    Accrued.parse,
  );
  return row!;
}

/** Serialise one member's rebate claims (an advisory lock held to the end of the transaction). */
export async function lockRebateClaims(tx: Tx, accountId: number): Promise<void> {
  await sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rebate:claim:${accountId}`}, 0))`);
}

const Unclaimed = z.object({
  ids: z.array(z.string()).nullable(),
  total: z.coerce.bigint(),
  first: z.string().nullable(),
});

/** The member's unclaimed accrual rows: their bets, the sum, the first bet. */
export async function sumUnclaimedRebate(tx: Tx, accountId: number) {
  const row = await sqlRow(
    tx,
    sql`
    SELECT array_agg(bet_id::text) AS ids, coalesce(sum(amount), 0)::text AS total, min(bet_id)::text AS first
    FROM rebate_accruals WHERE account_id = ${accountId} AND grant_id IS NULL`,
    Unclaimed.parse,
  );
  return { betIds: row!.ids ?? [], total: row!.total, firstBet: row!.first };
}

const Line = z.object({
  game_type: RebateGameType,
  rate_bp: z.number(),
  valid: z.string(),
  amount: z.string(),
  n: z.coerce.number(),
});

/** The member's unclaimed rebate per game type and rate, in the catalogue's order. */
export function sumOpenAccruals(db: Executor, accountId: number) {
  return sqlRows(
    db,
    sql`
    SELECT x.game_type, x.rate_bp, sum(x.valid_amount)::text AS valid, sum(x.amount)::text AS amount, count(*)::text AS n
    FROM rebate_accruals x LEFT JOIN game_categories c ON c.game_type = x.game_type
    WHERE x.account_id = ${accountId} AND x.grant_id IS NULL
    GROUP BY x.game_type, x.rate_bp, c.sort ORDER BY c.sort NULLS LAST, x.rate_bp`,
    Line.parse,
  );
}

const RateAt = z.object({ game_type: GameType, rate_bp: z.number() });

/** The rate of each catalogue game type at one level (the member's table). */
export async function listRatesAt(
  db: Executor,
  vipLevel: number,
): Promise<{ gameType: GameType; rateBp: number }[]> {
  const rows = await sqlRows(
    db,
    sql`
    SELECT c.game_type, ${rateSql(sql`c.game_type`, sql`${vipLevel}::smallint`)} AS rate_bp
    FROM game_categories c ORDER BY c.sort`,
    RateAt.parse,
  );
  return rows.map((x) => ({ gameType: x.game_type, rateBp: x.rate_bp }));
}
