import { sql } from 'drizzle-orm';
import type { DownlinePage, DownlinesQuery } from '../../../contract/agent';
import type { Executor } from '../../db/client';
import { selectContracts } from './contract-row';
import { accountPrefix, pageClause, totalPages } from './paging';

/** Downline management: the direct downlines (or the whole team), with status, team size and contracts. */
export async function findDownlines(db: Executor, agentId: number, q: DownlinesQuery): Promise<DownlinePage> {
  const where = sql`t.ancestor_id = ${agentId} AND ${q.scope === 'direct' ? sql`t.depth = 1` : sql`t.depth > 0`}
    ${q.status ? sql` AND a.status = ${q.status}` : sql``}${accountPrefix(q.account)}`;
  const from = sql`account_tree t JOIN accounts a ON a.id = t.descendant_id`;
  const [rows, count] = await Promise.all([
    db.execute<{
      id: string;
      account: string;
      nickname: string;
      type: number;
      status: string;
      depth: number;
      created_at: Date;
      team: string;
    }>(sql`
      SELECT a.id, a.account, a.nickname, a.type, a.status, t.depth, a.created_at,
             (SELECT count(*) FROM account_tree s WHERE s.ancestor_id = a.id AND s.depth > 0) AS team
      FROM ${from} WHERE ${where}
      ORDER BY t.depth, a.created_at DESC, a.id DESC ${pageClause(q.page)}`),
    db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${from} WHERE ${where}`),
  ]);
  const ids = rows.rows.map((r) => Number(r.id));
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
  const total = Number(count.rows[0]!.n);
  return {
    items: rows.rows.map((r) => ({
      id: Number(r.id),
      account: r.account,
      nickname: r.nickname,
      type: r.type,
      status: r.status,
      depth: r.depth,
      createdAt: new Date(r.created_at).toISOString(),
      teamSize: Number(r.team),
      contracts: contracts.filter((c) => c.downlineId === Number(r.id)),
    })),
    page: q.page,
    totalPages: totalPages(total),
    total,
  };
}
