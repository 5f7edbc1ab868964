import { sql } from 'drizzle-orm';
import type { DownlinePage, DownlinesQuery } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { selectContracts } from './contract-row';
import { accountPrefix, pageClause, totalPages } from './paging';
import { countRows, findDownlineRows } from './team-reports.sql';

/** Downline management: the direct downlines (or the whole team), with status, team size and contracts. */
export async function findDownlines(db: Executor, agentId: number, q: DownlinesQuery): Promise<DownlinePage> {
  const where = sql`t.ancestor_id = ${agentId} AND ${q.scope === 'direct' ? sql`t.depth = 1` : sql`t.depth > 0`}
    ${q.status ? sql` AND a.status = ${q.status}` : sql``}${accountPrefix(q.account)}`;
  const from = sql`account_tree t JOIN accounts a ON a.id = t.descendant_id`;
  const [rows, count] = await Promise.all([
    findDownlineRows(db, from, where, pageClause(q.page)),
    countRows(db, from, where),
  ]);
  const ids = rows.map((r) => r.id);
  const contracts =
    ids.length === 0
      ? []
      : await selectContracts(
          db,
          sql`c.downline_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) AND c.status IN ('offered', 'active')`,
          500,
        );
  const total = count;
  return {
    items: rows.map((r) => ({
      id: r.id,
      account: r.account,
      nickname: r.nickname,
      type: r.type,
      status: r.status,
      depth: r.depth,
      createdAt: r.created_at.toISOString(),
      teamSize: r.team,
      contracts: contracts.filter((c) => c.downlineId === r.id),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
  };
}
