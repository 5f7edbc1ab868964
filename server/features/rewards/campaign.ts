import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import { CampaignTerms, type CampaignStatus } from '../../../contract/rewards';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { shardsOf } from './budget';

/** A campaign with the terms of one version (the current one unless asked otherwise). */
export type Campaign = {
  id: number;
  code: string;
  status: CampaignStatus;
  version: number;
  versionId: number;
  terms: CampaignTerms;
  budgetAccountId: number;
  /** The budget's shards, by id (decision 053); the first is budgetAccountId. */
  budgetShards: number[];
  position: number;
};

type Row = {
  id: string;
  code: string;
  status: CampaignStatus;
  version: number;
  version_id: string;
  terms: unknown;
  budget_account_id: string;
  budget_shards: string[] | null;
  position: number;
};
const toCampaign = (r: Row): Campaign => ({
  id: Number(r.id),
  code: r.code,
  status: r.status,
  version: r.version,
  versionId: Number(r.version_id),
  terms: CampaignTerms.parse(r.terms),
  budgetAccountId: Number(r.budget_account_id),
  budgetShards: r.budget_shards?.map(Number) ?? [Number(r.budget_account_id)],
  position: r.position,
});

const shardIds = sql`(SELECT array_agg(la.id ORDER BY la.id) FROM ledger_accounts la WHERE ${shardsOf(sql`c.id`)})`;
const select = sql`
  SELECT c.id, c.code, c.status, v.version, v.id AS version_id, v.terms, c.budget_account_id, c.position,
    ${shardIds} AS budget_shards
  FROM reward_campaigns c JOIN reward_campaign_versions v ON v.campaign_id = c.id`;

export async function findCampaign(db: Executor, id: number, version?: number): Promise<Campaign> {
  const r = await db.execute<Row>(sql`${select}
    WHERE c.id = ${id} AND v.version = ${version === undefined ? sql`c.current_version` : sql`${version}`}`);
  if (!r.rows[0]) throw new AppError('NOT_FOUND', `no campaign ${id}`);
  return toCampaign(r.rows[0]);
}

export async function findCampaignByCode(db: Executor, code: string): Promise<Campaign | undefined> {
  const r = await db.execute<Row>(sql`${select} WHERE c.code = ${code} AND v.version = c.current_version`);
  return r.rows[0] ? toCampaign(r.rows[0]) : undefined;
}

/** The terms version a grant was given under (grants keep their terms when the campaign changes). */
export async function findVersion(db: Executor, versionId: number): Promise<Campaign> {
  const r = await db.execute<Row>(sql`${select} WHERE v.id = ${versionId}`);
  if (!r.rows[0]) throw new AppError('NOT_FOUND', `no campaign version ${versionId}`);
  return toCampaign(r.rows[0]);
}

/** Live campaigns members see (ordered for the promotions page), with their budget (the shards' sum). */
export async function liveCampaigns(db: Executor): Promise<(Campaign & { budget: bigint })[]> {
  const r = await db.execute<Row & { budget: string }>(sql`
    SELECT c.id, c.code, c.status, v.version, v.id AS version_id, v.terms, c.budget_account_id, c.position,
      ${shardIds} AS budget_shards,
      (SELECT coalesce(sum(la.balance), 0) FROM ledger_accounts la WHERE ${shardsOf(sql`c.id`)})::text AS budget
    FROM reward_campaigns c
    JOIN reward_campaign_versions v ON v.campaign_id = c.id AND v.version = c.current_version
    WHERE c.status = 'live'
    ORDER BY c.position, c.id`);
  return r.rows.map((row) => ({ ...toCampaign(row), budget: BigInt(row.budget) }));
}

/** Whether members may claim now: live and inside its schedule. */
export function isOpen(c: Campaign, now = new Date()): boolean {
  if (c.status !== 'live') return false;
  if (new Date(c.terms.startsAt) > now) return false;
  return c.terms.endsAt === null || new Date(c.terms.endsAt) > now;
}

export const textIn = (t: { vi: string; en: string }, language: Language | string) =>
  language === 'en' ? t.en : t.vi;

/** The terms' hash, stored with each version (what a member was offered, provably). */
export const termsHash = (terms: CampaignTerms) =>
  createHash('sha256').update(JSON.stringify(terms)).digest('hex');

/** Turnover a reward requires under the terms. */
export const turnoverFor = (terms: CampaignTerms, amount: bigint) => amount * BigInt(terms.wageringMultiple);

/**
 * The reward for a member under the terms: fixed, or a percent of the qualifying deposit up to
 * the cap (null when there is no qualifying deposit). Also the deposit it matched, for source_ref.
 */
export async function rewardAmount(
  db: Executor,
  accountId: number,
  terms: CampaignTerms,
): Promise<{ amount: bigint; depositId: number | null } | null> {
  const reward = terms.reward;
  if (reward.type === 'fixed') return { amount: BigInt(reward.amount), depositId: null };
  // The reward centre's kinds are computed by their own calls (decision 046), never claimed here.
  if (reward.type === 'ladder' || reward.type === 'loss_percent') return null;
  const r = await db.execute<{ id: string; amount: string }>(sql`
    SELECT id, amount::text FROM deposits WHERE account_id = ${accountId} AND status = 'credited'
    ORDER BY credited_at ${reward.deposit === 'first' ? sql`ASC` : sql`DESC`}, id LIMIT 1`);
  const d = r.rows[0];
  if (!d || BigInt(d.amount) < BigInt(reward.minDeposit)) return null;
  const raw = (BigInt(d.amount) * BigInt(reward.percent)) / 100n;
  const cap = BigInt(reward.cap);
  const amount = raw < cap ? raw : cap;
  return amount > 0n ? { amount, depositId: Number(d.id) } : null;
}
