import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CampaignStatus } from '../../../contract/rewards/schemas';
import type { Executor, Tx } from '../../db/client';
import { sqlRow, sqlRows } from '../../core/storage/rows';
import { shardsOf } from './budget.sql';

const CampaignRow = z.object({
  id: z.coerce.number(),
  code: z.string(),
  status: CampaignStatus,
  version: z.number(),
  version_id: z.coerce.number(),
  terms: z.unknown(),
  budget_account_id: z.coerce.number(),
  budget_shards: z.array(z.coerce.number()).nullable(),
  position: z.number(),
});
export type CampaignRow = z.infer<typeof CampaignRow>;

/** The ids of a campaign's budget shards (decision 053), in id order. */
const shardIds = sql`(SELECT array_agg(la.id ORDER BY la.id) FROM ledger_accounts la WHERE ${shardsOf(sql`c.id`)})`;

/** Campaigns with the terms of one version each, as `where` (on c, the campaign, and v, the version) picks. */
export function selectCampaigns(db: Executor, where: SQL): Promise<CampaignRow[]> {
  return sqlRows(
    db,
    sql`
  SELECT c.id, c.code, c.status, v.version, v.id AS version_id, v.terms, c.budget_account_id, c.position,
    ${shardIds} AS budget_shards
  FROM reward_campaigns c JOIN reward_campaign_versions v ON v.campaign_id = c.id
  WHERE ${where}`,
    CampaignRow.parse,
  );
}

const LiveRow = CampaignRow.extend({ budget: z.coerce.bigint() });

/** Live campaigns at their current version, ordered for the promotions page, with their budget's sum. */
export function listLiveCampaigns(db: Executor) {
  return sqlRows(
    db,
    sql`
    SELECT c.id, c.code, c.status, v.version, v.id AS version_id, v.terms, c.budget_account_id, c.position,
      ${shardIds} AS budget_shards,
      (SELECT coalesce(sum(la.balance), 0) FROM ledger_accounts la WHERE ${shardsOf(sql`c.id`)})::text AS budget
    FROM reward_campaigns c
    JOIN reward_campaign_versions v ON v.campaign_id = c.id AND v.version = c.current_version
    WHERE c.status = 'live'
    ORDER BY c.position, c.id`,
    LiveRow.parse,
  );
}

const Granted = z.object({ n: z.coerce.number(), total: z.string(), created_at: z.coerce.date() });

/** A campaign's grants for the operator: how many were given, what was paid, when it was created. */
export async function sumCampaignGrants(db: Executor, id: number) {
  const row = await sqlRow(
    db,
    sql`
    SELECT count(g.id)::text AS n, coalesce(sum(g.amount) FILTER (WHERE g.ledger_transaction_id IS NOT NULL), 0)::text AS total,
      (SELECT created_at FROM reward_campaigns WHERE id = ${id}) AS created_at
    FROM reward_grants g WHERE g.campaign_id = ${id} AND g.status NOT IN ('held', 'rejected')`,
    Granted.parse,
  );
  return row!;
}

const NextId = z.object({ id: z.coerce.number() });

/** A new campaign's id, taken ahead: its budget account is keyed by it, before the row exists. */
export async function takeCampaignId(tx: Tx): Promise<number> {
  const row = await sqlRow(tx, sql`SELECT nextval('reward_campaigns_id_seq') AS id`, NextId.parse);
  return row!.id;
}

const Got = z.object({ got: z.boolean() });

/** Try to take the (job, period) lock for this transaction; false when another node holds it. */
export async function tryLockPeriod(tx: Tx, job: string, periodKey: string): Promise<boolean> {
  const row = await sqlRow(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`reward-job:${job}:${periodKey}`}, 0)) AS got`,
    Got.parse,
  );
  return row?.got ?? false;
}
