import { sql } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import { BOARD_TOP, type BoardRow, type MissionBoard } from '../../../contract/missions';
import type { Db, Executor, Tx } from '../../db/client';
import { maskName } from '../../db/seed/winners';
import { findCampaignByCode, runPeriod, writeGrant, type PeriodHooks } from '../rewards';
import { previousWeek, weekEnd, weekOf } from './conditions';
import { BOARD_CAMPAIGN } from './seed';

/**
 * The mission leaderboard (decision 055): a week's mission points per member, ranked by score,
 * then by who reached it first; paid once when the week closes.
 */
export const BOARD_JOB = 'mission_board';
const notPlayers = sql.join(
  [trialAccountType, ...agentAccountTypes].map((t) => sql`${t}`),
  sql`, `,
);
/**
 * Claims write a week's board under this lock shared; the close takes it exclusively, so it ranks
 * only committed scores and no claim adds to a week after it closed.
 */
const boardLock = (week: string) => sql`hashtextextended(${`mission-board:${week}`}, 0)`;

/**
 * Add a claim's mission points to the week's score; the time the score was reached is the claim's.
 * A week already closed (a claim racing the week's end) takes no more points: false.
 */
export async function addScore(tx: Tx, accountId: number, points: number, now: Date): Promise<boolean> {
  if (points <= 0) return false;
  const week = weekOf(now);
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${boardLock(week)})`);
  const closed = await tx.execute(
    sql`SELECT 1 FROM reward_job_runs WHERE job = ${BOARD_JOB} AND period_key = ${week}`,
  );
  if (closed.rows.length > 0) return false;
  await tx.execute(sql`
    INSERT INTO mission_scores (period_key, account_id, score, reached_at)
    VALUES (${week}, ${accountId}, ${points}, ${now})
    ON CONFLICT (period_key, account_id) DO UPDATE
      SET score = mission_scores.score + EXCLUDED.score, reached_at = EXCLUDED.reached_at`);
  return true;
}

type Ranked = { account_id: string; username: string; score: string; rank: string };

/** Players' scores of a week in rank order (ties: reached first, then the lower account id). */
const ranked = (week: string) => sql`
  SELECT s.account_id::text, a.account AS username, s.score::text,
    row_number() OVER (ORDER BY s.score DESC, s.reached_at, s.account_id) AS rank
  FROM mission_scores s JOIN accounts a ON a.id = s.account_id
  WHERE s.period_key = ${week} AND a.type NOT IN (${notPlayers})`;

/** The prizes by rank: the leaderboard campaign's ladder (none when it has no ladder). */
async function prizesOf(db: Executor): Promise<string[]> {
  const c = await findCampaignByCode(db, BOARD_CAMPAIGN);
  return c?.terms.reward.type === 'ladder' ? c.terms.reward.amounts : [];
}

/** This week's board as a member sees it: the top rows and their own row, wherever it is. */
export async function boardView(db: Executor, accountId: number, now: Date): Promise<MissionBoard> {
  const week = weekOf(now);
  const top = await db.execute<Ranked>(sql`${ranked(week)} ORDER BY rank LIMIT ${BOARD_TOP}`);
  const mine = await db.execute<Ranked>(
    sql`SELECT * FROM (${ranked(week)}) r WHERE r.account_id = ${String(accountId)}`,
  );
  const row = (r: Ranked): BoardRow => ({
    rank: Number(r.rank),
    name: maskName(r.username),
    score: r.score,
    me: Number(r.account_id) === accountId,
  });
  return {
    week,
    endsAt: weekEnd(week).toISOString(),
    top: top.rows.map(row),
    me: mine.rows[0] ? row(mine.rows[0]) : null,
    prizes: await prizesOf(db),
  };
}

/**
 * Close last week's board exactly once across nodes (`runPeriod`, decision 034): each top rank
 * with a prize gets a grant of the leaderboard campaign (source mission_rank, source_ref the
 * week). A crash or a budget that cannot pay rolls all of it back; the next pass starts over.
 */
export async function closeBoard(db: Db, now: Date, hooks: PeriodHooks = {}) {
  const week = previousWeek(weekOf(now));
  return runPeriod(db, BOARD_JOB, week, (tx, h) => payWeek(tx, week, h), hooks);
}

async function payWeek(tx: Tx, week: string, hooks: PeriodHooks): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${boardLock(week)})`);
  const campaign = await findCampaignByCode(tx, BOARD_CAMPAIGN);
  const prizes = await prizesOf(tx);
  if (!campaign || prizes.length === 0) return 0;
  const winners = await tx.execute<Ranked>(sql`${ranked(week)} ORDER BY rank LIMIT ${prizes.length}`);
  for (const w of winners.rows) {
    const accountId = Number(w.account_id);
    await writeGrant(tx, {
      accountId,
      campaign,
      source: 'mission_rank',
      sourceRef: week,
      amount: BigInt(prizes[Number(w.rank) - 1]!),
      hold: false,
    });
    await hooks.afterItem?.(accountId);
  }
  return winners.rows.length;
}
