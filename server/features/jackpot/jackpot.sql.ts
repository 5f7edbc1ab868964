import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCY } from '../../../contract/currency';
import { JACKPOT_EXCLUDED_CLASSIFY, JACKPOT_GAME_TYPES } from '../../../contract/jackpot/schemas';
import type { Tx } from '../../db/client';
import { sqlRow, sqlRows } from '../../core/storage/rows';
import { validBetSql } from '../../core/money/valid-bet';

const jackpotGame = sql.raw(
  `g.game_type IN (${JACKPOT_GAME_TYPES.map((t) => `'${t}'`).join(', ')}) AND coalesce(g.classify, '') <> '${JACKPOT_EXCLUDED_CLASSIFY}'`,
);

const ClaimedBet = z.object({ bet_id: z.coerce.number(), valid_amount: z.coerce.bigint() });

/**
 * Claims up to `batch` settled bets without a jackpot_bets row by inserting that row, their valid
 * bet when the game is a jackpot game, else 0. One statement (a CTE): the primary key makes a
 * concurrent pass wait on the same keys, then skip them.
 */
export function claimJackpotBets(tx: Tx, batch: number) {
  return sqlRows(
    tx,
    sql`
    WITH picked AS (
      SELECT b.id, CASE WHEN ${jackpotGame} THEN ${validBetSql('b')} ELSE 0 END AS valid
      FROM bets b
      LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code
      WHERE b.status = 'settled' AND NOT EXISTS (SELECT 1 FROM jackpot_bets j WHERE j.bet_id = b.id)
      ORDER BY b.id LIMIT ${batch})
    INSERT INTO jackpot_bets (bet_id, valid_amount)
    SELECT id, valid FROM picked ORDER BY id
    ON CONFLICT (bet_id) DO NOTHING
    RETURNING bet_id, valid_amount`,
    ClaimedBet.parse,
  );
}

const Counters = z.object({
  fed_valid: z.coerce.bigint(),
  fed_amount: z.coerce.bigint(),
  pool: z.coerce.number().nullable(),
});

/** The pool's feed counters, row locked, with the pool's ledger account (null before it exists). */
export function lockJackpotCounters(tx: Tx, poolId: string) {
  return sqlRow(
    tx,
    sql`
    SELECT fed_valid, fed_amount,
      (SELECT id FROM ledger_accounts WHERE kind = 'jackpot_pool' AND owner_id IS NULL AND vendor_code = ''
         AND currency = ${CURRENCY}) AS pool
    FROM jackpot_pools WHERE id = ${poolId} FOR UPDATE`,
    Counters.parse,
  );
}
