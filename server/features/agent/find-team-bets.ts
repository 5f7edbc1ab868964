import { sql } from 'drizzle-orm';
import type { TeamBetPage, TeamQuery } from '../../../contract/agent';
import type { Executor } from '../../db/client';
import { accountPrefix, pageClause, totalPages } from './paging';
import { rangeOf } from './periods';

/** Team betting (personalHistoryCopy): the team's bets placed in the range, newest first. */
export async function findTeamBets(db: Executor, agentId: number, q: TeamQuery): Promise<TeamBetPage> {
  const { start, end } = rangeOf(q);
  const where = sql`t.ancestor_id = ${agentId} AND b.placed_at >= ${start} AND b.placed_at < ${end}${accountPrefix(q.account)}`;
  const from = sql`bets b JOIN account_tree t ON t.descendant_id = b.account_id JOIN accounts a ON a.id = b.account_id`;
  const [rows, totals] = await Promise.all([
    db.execute<{
      id: string;
      account: string;
      vendor_code: string;
      game_code: string;
      bet_amount: string;
      win_amount: string;
      status: string;
      placed_at: Date;
    }>(sql`
      SELECT b.id, a.account, b.vendor_code, b.game_code, b.bet_amount, b.win_amount, b.status, b.placed_at
      FROM ${from} WHERE ${where}
      ORDER BY b.placed_at DESC, b.id DESC ${pageClause(q.page)}`),
    db.execute<{ n: string; bets: string | null; wins: string | null }>(sql`
      SELECT count(*) AS n, sum(b.bet_amount) FILTER (WHERE b.status = 'settled') AS bets,
             sum(b.win_amount) FILTER (WHERE b.status = 'settled') AS wins
      FROM ${from} WHERE ${where}`),
  ]);
  const total = Number(totals.rows[0]!.n);
  return {
    items: rows.rows.map((r) => ({
      id: Number(r.id),
      account: r.account,
      vendorCode: r.vendor_code,
      gameCode: r.game_code,
      betAmount: String(r.bet_amount),
      winAmount: String(r.win_amount),
      status: r.status,
      placedAt: new Date(r.placed_at).toISOString(),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
    betSum: totals.rows[0]!.bets ?? '0',
    winSum: totals.rows[0]!.wins ?? '0',
  };
}
