import { sql } from 'drizzle-orm';
import type { TeamQuery, TeamTransactionPage } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { accountPrefix, pageClause, totalPages } from './paging';
import { rangeOf } from './periods';
import { countRows, findTeamEntryRows } from './team-reports.sql';

/** Downline transaction details: the ledger entries on the team's main wallets in the range, newest first. */
export async function findTeamTransactions(
  db: Executor,
  agentId: number,
  q: TeamQuery,
): Promise<TeamTransactionPage> {
  const { start, end } = rangeOf(q);
  const from = sql`
    ledger_entries e
    JOIN ledger_accounts la ON la.id = e.ledger_account_id AND la.kind = 'member_main'
    JOIN account_tree t ON t.descendant_id = la.owner_id AND t.ancestor_id = ${agentId}
    JOIN accounts a ON a.id = la.owner_id
    JOIN ledger_transactions lt ON lt.id = e.transaction_id`;
  const where = sql`e.created_at >= ${start} AND e.created_at < ${end}${accountPrefix(q.account)}`;
  const [rows, count] = await Promise.all([
    findTeamEntryRows(db, from, where, pageClause(q.page)),
    countRows(db, from, where),
  ]);
  const total = count;
  return {
    items: rows.map((r) => ({
      id: r.id,
      account: r.account,
      kind: r.kind,
      amount: r.amount,
      balanceAfter: r.balance_after,
      at: r.at.toISOString(),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
  };
}
