import { sql } from 'drizzle-orm';
import type { ProfitLossPage, TeamQuery } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { accountPrefix, pageClause, totalPages } from './paging';
import { rangeOf } from './periods';
import { countRows, findProfitLossRows } from './team-reports.sql';

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
    findProfitLossRows(db, agentId, grouped, pageClause(q.page)),
    countRows(db, sql`(${grouped}) g`, sql`TRUE`),
  ]);
  const total = count;
  return {
    items: rows.map((r) => ({
      accountId: r.id,
      account: r.account,
      depth: r.depth,
      bets: r.bets,
      validBet: r.valid_bet,
      winAmount: r.wins,
      profitLoss: String(BigInt(r.wins) - BigInt(r.valid_bet)),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
  };
}
