import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { GrantSource, GrantStatus } from '../../../contract/rewards/schemas';
import type { Executor, Tx } from '../../db/client';
import { sqlRows } from '../../core/storage/rows';

const GrantRow = z.object({
  id: z.string(),
  source: GrantSource,
  campaign_id: z.string().nullable(),
  version: z.number().nullable(),
  terms: z.unknown(),
  reason: z.string().nullable(),
  amount: z.string(),
  status: GrantStatus,
  turnover_required: z.string(),
  turnover_progress: z.string(),
  max_bet: z.string().nullable(),
  created_at: z.coerce.date(),
  expires_at: z.coerce.date().nullable(),
  account: z.string(),
});
export type GrantRow = z.infer<typeof GrantRow>;

/** Grants as `rest` (a condition on g, the grant, and what follows it) picks, with their terms and account name. */
export function selectGrantRows(db: Executor, rest: SQL): Promise<GrantRow[]> {
  return sqlRows(
    db,
    sql`
  SELECT g.id, g.source, g.campaign_id, v.version, v.terms, g.reason, g.amount::text, g.status,
    g.turnover_required::text, g.turnover_progress::text, g.max_bet::text, g.created_at, g.expires_at,
    a.account
  FROM reward_grants g
  JOIN accounts a ON a.id = g.account_id
  LEFT JOIN reward_campaign_versions v ON v.id = g.campaign_version_id
  WHERE ${rest}`,
    GrantRow.parse,
  );
}

const Due = z.object({
  id: z.coerce.number(),
  account_id: z.coerce.number(),
  amount: z.coerce.bigint(),
  campaign_version_id: z.coerce.number(),
});

/**
 * Active grants whose turnover was not met before `end`, locked; SKIP LOCKED: a grant a member is
 * giving up or feeding right now is left to the next run.
 */
export function lockExpiredGrants(tx: Tx, end: Date) {
  return sqlRows(
    tx,
    sql`
    SELECT id, account_id, amount::text, campaign_version_id FROM reward_grants
    WHERE status = 'active' AND expires_at < ${end} AND turnover_progress < turnover_required
    ORDER BY id FOR UPDATE SKIP LOCKED`,
    Due.parse,
  );
}
