import { and, eq, sql } from 'drizzle-orm';
import { BOARD_TOP, type BoardRow, type MissionBoard } from '../../../contract/missions/schemas';
import type { Db, Executor, Tx } from '../../db/client';
import { missionScores, rewardJobRuns } from '../../db/schema';
import { maskName } from '../../core/members/mask-name';
import { findCampaignByCode, runPeriod, writeGrant, type PeriodHooks } from '../../engine/rewards';
import { previousWeek, weekEnd, weekOf } from './conditions';
import { selectRankOf, selectTopRanks, shareBoardLock, takeBoardLock, type Ranked } from './missions.sql';
import { BOARD_CAMPAIGN } from './seed';

/**
 * The mission leaderboard (decision 055): a week's mission points per member, ranked by score,
 * then by who reached it first; paid once when the week closes.
 */
export const BOARD_JOB = 'mission_board';

/**
 * Add a claim's mission points to the week's score; the time the score was reached is the claim's.
 * A week already closed (a claim racing the week's end) takes no more points: false.
 */
export async function addScore(tx: Tx, accountId: number, points: number, now: Date): Promise<boolean> {
  if (points <= 0) return false;
  const week = weekOf(now);
  await shareBoardLock(tx, week);
  const closed = await tx
    .select({ job: rewardJobRuns.job })
    .from(rewardJobRuns)
    .where(and(eq(rewardJobRuns.job, BOARD_JOB), eq(rewardJobRuns.periodKey, week)));
  if (closed.length > 0) return false;
  await tx
    .insert(missionScores)
    .values({ periodKey: week, accountId, score: BigInt(points), reachedAt: now })
    .onConflictDoUpdate({
      target: [missionScores.periodKey, missionScores.accountId],
      set: { score: sql`${missionScores.score} + excluded.score`, reachedAt: sql`excluded.reached_at` },
    });
  return true;
}

/** The prizes by rank: the leaderboard campaign's ladder (none when it has no ladder). */
async function prizesOf(db: Executor): Promise<string[]> {
  const c = await findCampaignByCode(db, BOARD_CAMPAIGN);
  return c?.terms.reward.type === 'ladder' ? c.terms.reward.amounts : [];
}

/** This week's board as a member sees it: the top rows and their own row, wherever it is. */
export async function boardView(db: Executor, accountId: number, now: Date): Promise<MissionBoard> {
  const week = weekOf(now);
  const top = await selectTopRanks(db, week, BOARD_TOP);
  const mine = await selectRankOf(db, week, accountId);
  const row = (r: Ranked): BoardRow => ({
    rank: r.rank,
    name: maskName(r.username),
    score: r.score,
    me: r.account_id === accountId,
  });
  return {
    week,
    endsAt: weekEnd(week).toISOString(),
    top: top.map(row),
    me: mine ? row(mine) : null,
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
  await takeBoardLock(tx, week);
  const campaign = await findCampaignByCode(tx, BOARD_CAMPAIGN);
  const prizes = await prizesOf(tx);
  if (!campaign || prizes.length === 0) return 0;
  const winners = await selectTopRanks(tx, week, prizes.length);
  for (const w of winners) {
    const accountId = w.account_id;
    await writeGrant(tx, {
      accountId,
      campaign,
      source: 'mission_rank',
      sourceRef: week,
      amount: BigInt(prizes[w.rank - 1]!),
      hold: false,
    });
    await hooks.afterItem?.(accountId);
  }
  return winners.length;
}
