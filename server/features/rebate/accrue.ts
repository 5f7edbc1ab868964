import { sql } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Db } from '../../db/client';
import { rateSql } from './rates';
import { settledHorizon } from '../../lib/settled-horizon';
import { validBetSql } from '../../lib/valid-bet';

/** Bets accrued per transaction. */
const BATCH = 1000;
const CURSOR = 'bets';

/**
 * The rebate pass (decision 045), run by every node's reward ticker, never inside a seamless
 * call: each settled bet of a player gets its rebate_accruals row (primary key: at most once,
 * whatever runs at the same time) with its valid amount (the provider's valid bet, hedged
 * baccarat cancelled, else the stake: the turnover's notion), the rate of its game type at the
 * member's VIP level now, and the amount (floored to whole dong). Nodes take turns on the cursor
 * row. Returns how many bets were accrued.
 */
export async function accrueRebates(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await accrueOnce(db);
    total += n;
    if (n < BATCH) return total;
  }
}

async function accrueOnce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO rebate_cursor (name, scanned_to) VALUES (${CURSOR}, '-infinity') ON CONFLICT (name) DO NOTHING`);
    await tx.execute(sql`SELECT 1 FROM rebate_cursor WHERE name = ${CURSOR} FOR UPDATE`);
    // Before the read (decision 069): a win still running settles at or after it, so the cursor
    // never passes a bet whose win commits late, however late.
    const horizon = await settledHorizon(tx);
    const r = await tx.execute<{ n: string; last: Date | string | null }>(sql`
      WITH fresh AS (
        SELECT b.id, b.account_id, b.settled_at, coalesce(g.game_type, 'OTHER') AS game_type, a.vip_level,
          ${validBetSql('b')} AS valid
        FROM bets b
        JOIN accounts a ON a.id = b.account_id
        LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code
        WHERE b.status = 'settled'
          AND b.settled_at >= (SELECT scanned_to FROM rebate_cursor WHERE name = ${CURSOR})
          AND a.type <> ${trialAccountType}
          AND a.type NOT IN (${sql.join(
            agentAccountTypes.map((t) => sql`${t}`),
            sql`, `,
          )})
          AND NOT EXISTS (SELECT 1 FROM rebate_accruals x WHERE x.bet_id = b.id)
        ORDER BY b.settled_at, b.id LIMIT ${BATCH}),
      rated AS (
        SELECT f.*, ${rateSql(sql`f.game_type`, sql`f.vip_level`)} AS rate_bp FROM fresh f),
      written AS (
        INSERT INTO rebate_accruals (bet_id, account_id, game_type, vip_level, valid_amount, rate_bp, amount)
        SELECT id, account_id, game_type, vip_level, valid, rate_bp, valid * rate_bp / 10000 FROM rated
        ON CONFLICT (bet_id) DO NOTHING)
      SELECT count(*)::text AS n, max(settled_at) AS last FROM fresh`);
    const n = Number(r.rows[0]!.n);
    // A full batch moves the cursor to its last bet (more may follow), a short one to the horizon;
    // never past the horizon, never back.
    const last = n === BATCH ? new Date(r.rows[0]!.last!) : horizon;
    const to = last < horizon ? last : horizon;
    await tx.execute(sql`
      UPDATE rebate_cursor SET scanned_to = greatest(scanned_to, ${to}) WHERE name = ${CURSOR}`);
    return n;
  });
}
