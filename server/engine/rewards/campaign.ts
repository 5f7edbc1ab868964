import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import { CampaignTerms, type CampaignStatus } from '../../../contract/rewards/schemas';
import type { Executor, Tx } from '../../db/client';
import { deposits, rewardCampaigns, rewardCampaignVersions } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { campaignBudgetAccount } from '../../core/money/ledger';
import { listLiveCampaigns, selectCampaigns, takeCampaignId, type CampaignRow } from './campaigns.sql';

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

const toCampaign = (r: CampaignRow): Campaign => ({
  id: r.id,
  code: r.code,
  status: r.status,
  version: r.version,
  versionId: r.version_id,
  terms: CampaignTerms.parse(r.terms),
  budgetAccountId: r.budget_account_id,
  budgetShards: r.budget_shards ?? [r.budget_account_id],
  position: r.position,
});

export async function findCampaign(db: Executor, id: number, version?: number): Promise<Campaign> {
  const [r] = await selectCampaigns(
    db,
    sql`c.id = ${id} AND v.version = ${version === undefined ? sql`c.current_version` : sql`${version}`}`,
  );
  if (!r) throw new AppError('NOT_FOUND', `no campaign ${id}`);
  return toCampaign(r);
}

export async function findCampaignByCode(db: Executor, code: string): Promise<Campaign | undefined> {
  const [r] = await selectCampaigns(db, sql`c.code = ${code} AND v.version = c.current_version`);
  return r ? toCampaign(r) : undefined;
}

/** The terms version a grant was given under (grants keep their terms when the campaign changes). */
export async function findVersion(db: Executor, versionId: number): Promise<Campaign> {
  const [r] = await selectCampaigns(db, sql`v.id = ${versionId}`);
  if (!r) throw new AppError('NOT_FOUND', `no campaign version ${versionId}`);
  return toCampaign(r);
}

/** Live campaigns members see (ordered for the promotions page), with their budget (the shards' sum). */
export async function liveCampaigns(db: Executor): Promise<(Campaign & { budget: bigint })[]> {
  const rows = await listLiveCampaigns(db);
  return rows.map((row) => ({ ...toCampaign(row), budget: row.budget }));
}

/**
 * A new campaign (version 1 of `terms`, an empty budget account) and its id. The budget account
 * is keyed by the campaign id, so the id is taken first.
 */
export async function insertCampaign(
  tx: Tx,
  c: { code: string; status: CampaignStatus; position: number; terms: CampaignTerms; actor: string },
): Promise<number> {
  const id = await takeCampaignId(tx);
  const budget = await campaignBudgetAccount(tx, id);
  await tx.insert(rewardCampaigns).values({
    id,
    code: c.code,
    status: c.status,
    currentVersion: 1,
    budgetAccountId: budget,
    position: c.position,
  });
  await insertVersion(tx, id, 1, c.terms, c.actor);
  return id;
}

/** One version of a campaign's terms, with their hash. */
export async function insertVersion(
  tx: Tx,
  campaignId: number,
  version: number,
  terms: CampaignTerms,
  actor: string,
) {
  await tx.insert(rewardCampaignVersions).values({
    campaignId,
    version,
    terms,
    termsSha256: termsHash(terms),
    createdBy: actor,
  });
}

/** Whether a campaign has this code. */
export async function campaignCodeTaken(tx: Tx, code: string): Promise<boolean> {
  const rows = await tx
    .select({ id: rewardCampaigns.id })
    .from(rewardCampaigns)
    .where(eq(rewardCampaigns.code, code));
  return rows.length > 0;
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
  const [d] = await db
    .select({ id: deposits.id, amount: deposits.amount })
    .from(deposits)
    .where(and(eq(deposits.accountId, accountId), eq(deposits.status, 'credited')))
    .orderBy(
      reward.deposit === 'first' ? asc(deposits.creditedAt) : desc(deposits.creditedAt),
      asc(deposits.id),
    )
    .limit(1);
  if (!d || d.amount < BigInt(reward.minDeposit)) return null;
  const raw = (d.amount * BigInt(reward.percent)) / 100n;
  const cap = BigInt(reward.cap);
  const amount = raw < cap ? raw : cap;
  return amount > 0n ? { amount, depositId: d.id } : null;
}
