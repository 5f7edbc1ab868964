import { sql } from 'drizzle-orm';
import type { TeamBetPage, TeamQuery } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { accountPrefix, pageClause, totalPages } from './paging';
import { rangeOf } from './periods';
import { findTeamBetRows, sumTeamBets } from './team-reports.sql';

/** Team betting (personalHistoryCopy): the team's bets placed in the range, newest first. */
export async function findTeamBets(db: Executor, agentId: number, q: TeamQuery): Promise<TeamBetPage> {
  const { start, end } = rangeOf(q);
  const where = sql`t.ancestor_id = ${agentId} AND b.placed_at >= ${start} AND b.placed_at < ${end}${accountPrefix(q.account)}`;
  const from = sql`bets b JOIN account_tree t ON t.descendant_id = b.account_id JOIN accounts a ON a.id = b.account_id`;
  const [rows, totals] = await Promise.all([
    findTeamBetRows(db, from, where, pageClause(q.page)),
    sumTeamBets(db, from, where),
  ]);
  const total = totals.n;
  return {
    items: rows.map((r) => ({
      id: r.id,
      account: r.account,
      vendorCode: r.vendor_code,
      gameCode: r.game_code,
      betAmount: r.bet_amount,
      winAmount: r.win_amount,
      status: r.status,
      placedAt: r.placed_at.toISOString(),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
    betSum: totals.bets ?? '0',
    winSum: totals.wins ?? '0',
  };
}
