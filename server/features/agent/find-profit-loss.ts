import { sql } from 'drizzle-orm';
import type { ProfitLossPage, TeamQuery } from '../../../contract/agent';
import type { Executor } from '../../db/client';
import { accountPrefix, pageClause, totalPages } from './paging';
import { rangeOf } from './periods';

/**
 * User profit and loss (palStatementsAgentCopy): per team member with settled bets in the range,
 * stakes, wins and the member's result (wins minus stakes), biggest losers first.
 */
export async function findProfitLoss(db: Executor, agentId: number, q: TeamQuery): Promise<ProfitLossPage> {
  const { start, end } = rangeOf(q);
  const grouped = sql`
    SELECT b.account_id, count(*) AS bets, sum(b.bet_amount) AS valid_bet, sum(b.win_amount) AS wins
    FROM bets b JOIN account_tree t ON t.descendant_id = b.account_id AND t.ancestor_id = ${agentId}
    JOIN accounts a ON a.id = b.account_id
    WHERE b.status = 'settled' AND b.placed_at >= ${start} AND b.placed_at < ${end}${accountPrefix(q.account)}
    GROUP BY b.account_id`;
  const [rows, count] = await Promise.all([
    db.execute<{
      id: string;
      account: string;
      depth: number;
      bets: string;
      valid_bet: string;
      wins: string;
    }>(sql`
      SELECT g.account_id AS id, a.account, t.depth, g.bets, g.valid_bet, g.wins
      FROM (${grouped}) g JOIN accounts a ON a.id = g.account_id
      JOIN account_tree t ON t.ancestor_id = ${agentId} AND t.descendant_id = g.account_id
      ORDER BY g.wins - g.valid_bet ASC, a.account ${pageClause(q.page)}`),
    db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (${grouped}) g`),
  ]);
  const total = Number(count.rows[0]!.n);
  return {
    items: rows.rows.map((r) => ({
      accountId: Number(r.id),
      account: r.account,
      depth: r.depth,
      bets: Number(r.bets),
      validBet: String(r.valid_bet),
      winAmount: String(r.wins),
      profitLoss: String(BigInt(r.wins) - BigInt(r.valid_bet)),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
  };
}
