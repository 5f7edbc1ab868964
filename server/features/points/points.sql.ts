import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { sqlRows, sqlRun } from '../../core/storage/rows';
import { validBetSql } from '../../core/money/valid-bet';

const ClaimedBet = z.object({
  bet_id: z.coerce.number(),
  account_id: z.coerce.number(),
  game_type: z.string().nullable(),
  valid_amount: z.coerce.bigint(),
});

/**
 * Claims up to `batch` settled bets without a points_bets row by inserting that row (the member,
 * the game type, the valid bet), in bet id order. One statement (a CTE): the primary key makes a
 * concurrent pass wait on the same keys, then skip them.
 */
export function claimPointsBets(tx: Tx, batch: number) {
  return sqlRows(
    tx,
    sql`
    WITH picked AS (
      SELECT b.id, b.account_id, g.game_type, ${validBetSql('b')} AS valid
      FROM bets b
      LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code
      WHERE b.status = 'settled' AND NOT EXISTS (SELECT 1 FROM points_bets p WHERE p.bet_id = b.id)
      ORDER BY b.id LIMIT ${batch})
    INSERT INTO points_bets (bet_id, account_id, game_type, valid_amount)
    SELECT id, account_id, game_type, valid FROM picked ORDER BY id
    ON CONFLICT (bet_id) DO NOTHING
    RETURNING bet_id, account_id, game_type, valid_amount`,
    ClaimedBet.parse,
  );
}

export type TicketGoods = { kind: string; nameVi: string; nameEn: string; price: bigint; sort: number };

/** A ticket good, unless one of its kind exists (one statement: no window between look and insert). */
export function addTicketGoods(tx: Tx, g: TicketGoods) {
  return sqlRun(
    tx,
    sql`
    INSERT INTO points_goods (kind, name_vi, name_en, price_points, stock, sort)
    SELECT ${g.kind}, ${g.nameVi}, ${g.nameEn}, ${g.price.toString()}::bigint, 100000, ${g.sort}
    WHERE NOT EXISTS (SELECT 1 FROM points_goods WHERE kind = ${g.kind})`,
  );
}
