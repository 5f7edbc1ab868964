import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Executor, Tx } from '../../db/client';
import { sqlRows, sqlRun } from '../../core/storage/rows';
import { validBetSql } from '../../core/money/valid-bet';

const notPlayers = sql.join(
  [trialAccountType, ...agentAccountTypes].map((t) => sql`${t}`),
  sql`, `,
);

// ---- the mission pass's event claims (decision 054) ----

/**
 * A source claims its new rows by inserting their mission_events marker (primary key (kind,
 * ref_id): a concurrent pass waits on the same keys, then skips them), in id order, and returns
 * those its insert won, with whether the member is a player (trial and agent accounts count
 * nothing). One statement (a CTE chain): the pick, the claim and the read in one round trip.
 */
const claimSql = (kind: string, picked: SQL) => sql`
  WITH picked AS (${picked}),
  ins AS (
    INSERT INTO mission_events (kind, ref_id) SELECT ${kind}, id FROM picked ORDER BY id
    ON CONFLICT (kind, ref_id) DO NOTHING RETURNING ref_id)
  SELECT p.*, a.type NOT IN (${notPlayers}) AS player
  FROM picked p JOIN ins ON ins.ref_id = p.id JOIN accounts a ON a.id = p.account_id`;

const unseen = (kind: string, alias: string) =>
  sql.raw(`NOT EXISTS (SELECT 1 FROM mission_events e WHERE e.kind = '${kind}' AND e.ref_id = ${alias}.id)`);

// drizzle's raw execute hands timestamptz over as PostgreSQL's text: coerced to a Date.
const Claimed = { account_id: z.coerce.number(), player: z.boolean(), at: z.coerce.date() };

const BetEvent = z.object({
  ...Claimed,
  valid: z.coerce.bigint(),
  game_type: z.string().nullable(),
  game: z.string(),
});

/** Settled bets not counted yet, with their valid bet, game type and game. */
export function claimBetEvents(tx: Tx, batch: number) {
  return sqlRows(
    tx,
    claimSql(
      'bet',
      sql`SELECT b.id, b.account_id, b.settled_at AS at, ${validBetSql('b')} AS valid, g.game_type,
        b.vendor_code || '/' || b.game_code AS game
      FROM bets b LEFT JOIN games g ON g.vendor_code = b.vendor_code AND g.game_code = b.game_code
      WHERE b.status = 'settled' AND ${unseen('bet', 'b')} ORDER BY b.id LIMIT ${batch}`,
    ),
    BetEvent.parse,
  );
}

const DepositEvent = z.object({ ...Claimed, amount: z.coerce.bigint() });

/** Credited deposits not counted yet. */
export function claimDepositEvents(tx: Tx, batch: number) {
  return sqlRows(
    tx,
    claimSql(
      'deposit',
      sql`SELECT d.id, d.account_id, d.credited_at AS at, d.amount FROM deposits d
      WHERE d.status = 'credited' AND ${unseen('deposit', 'd')} ORDER BY d.id LIMIT ${batch}`,
    ),
    DepositEvent.parse,
  );
}

const LoginEvent = z.object(Claimed);

/** Successful logins not counted yet. */
export function claimLoginEvents(tx: Tx, batch: number) {
  return sqlRows(
    tx,
    claimSql(
      'login',
      sql`SELECT l.id, l.account_id, l.at FROM login_history l
      WHERE l.success AND ${unseen('login', 'l')} ORDER BY l.id LIMIT ${batch}`,
    ),
    LoginEvent.parse,
  );
}

// ---- the leaderboard (decision 055) ----

/**
 * Claims write a week's board under this lock shared; the close takes it exclusively, so it ranks
 * only committed scores and no claim adds to a week after it closed.
 */
const boardLock = (week: string) => sql`hashtextextended(${`mission-board:${week}`}, 0)`;

/** A claim's side of the week's board lock (shared, until the transaction ends). */
export const shareBoardLock = (tx: Tx, week: string) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock_shared(${boardLock(week)})`);

/** The close's side of the week's board lock (exclusive, until the transaction ends). */
export const takeBoardLock = (tx: Tx, week: string) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(${boardLock(week)})`);

const Ranked = z.object({
  account_id: z.coerce.number(),
  username: z.string(),
  score: z.string(),
  rank: z.coerce.number(),
});
export type Ranked = z.infer<typeof Ranked>;

/** Players' scores of a week in rank order (ties: reached first, then the lower account id). */
const ranked = (week: string) => sql`
  SELECT s.account_id, a.account AS username, s.score::text,
    row_number() OVER (ORDER BY s.score DESC, s.reached_at, s.account_id) AS rank
  FROM mission_scores s JOIN accounts a ON a.id = s.account_id
  WHERE s.period_key = ${week} AND a.type NOT IN (${notPlayers})`;

/** The first `limit` ranks of a week's board. */
export const selectTopRanks = (db: Executor, week: string, limit: number) =>
  sqlRows(db, sql`${ranked(week)} ORDER BY rank LIMIT ${limit}`, Ranked.parse);

/** A member's row of a week's board, wherever it ranks (undefined: no score). */
export const selectRankOf = async (db: Executor, week: string, accountId: number) =>
  (
    await sqlRows(db, sql`SELECT * FROM (${ranked(week)}) r WHERE r.account_id = ${accountId}`, Ranked.parse)
  )[0];

const Game = z.object({ game: z.string() });

/**
 * Of these games, those on which the member's settled bets of the window [from, to) have a valid
 * bet (server/core/money/valid-bet.ts: hedged baccarat cancelled, low-edge bets weighted) of at least `min`.
 */
export function gamesReaching(
  tx: Tx,
  q: { accountId: number; games: string[]; from: Date; to: Date | null; min: bigint },
) {
  return sqlRows(
    tx,
    sql`
    SELECT b.vendor_code || '/' || b.game_code AS game FROM bets b
    WHERE b.account_id = ${q.accountId} AND b.status = 'settled'
      AND b.settled_at >= ${q.from.toISOString()}::timestamptz
      ${q.to === null ? sql`` : sql`AND b.settled_at < ${q.to.toISOString()}::timestamptz`}
      AND b.vendor_code || '/' || b.game_code = ANY(${`{${q.games.map((g) => JSON.stringify(g)).join(',')}}`}::text[])
    GROUP BY 1 HAVING sum(${validBetSql('b')}) >= ${q.min.toString()}::bigint`,
    Game.parse,
  );
}
