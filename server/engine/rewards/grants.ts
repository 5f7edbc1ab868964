import { count, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GrantPage, GrantsQuery } from '../../../contract/rewards/schemas';
import type { Db } from '../../db/client';
import { rewardGrants } from '../../db/schema';
import { feedTurnover, turnoverSummary } from './turnover';
import { selectGrants } from './views';

/** The member's grants (bonus details), newest first, with the turnover summary; fed first so progress is current. */
export async function listGrants(db: Db, accountId: number, q: GrantsQuery): Promise<GrantPage> {
  await feedTurnover(db, accountId);
  const where = sql`g.account_id = ${accountId} ${q.status === 'open' ? sql`AND g.status IN ('held', 'active')` : sql``}`;
  const [rows, total, turnover] = await Promise.all([
    selectGrants(db, where, q.pageSize, (q.page - 1) * q.pageSize, q.language),
    db.select({ n: count() }).from(alias(rewardGrants, 'g')).where(where),
    turnoverSummary(db, accountId),
  ]);
  return {
    list: rows.map(({ account: _a, reason: _r, ...grant }) => grant),
    totalPages: Math.ceil((total[0]?.n ?? 0) / q.pageSize),
    turnover,
  };
}
