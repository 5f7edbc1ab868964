import { sql } from 'drizzle-orm';
import type { ClaimRequest, ClaimResult, RuleName } from '../../../contract/rewards';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { balanceOf, mainWallet } from '../../lib/ledger';
import { findCampaign, isOpen, rewardAmount, type Campaign } from './campaign';
import { BUDGET_SHARDS } from './budget';
import { factsQuery, loadFacts, payeeKeySql, type Origin } from './facts';
import { writeGrant } from './grant';
import { evaluate, type Facts } from './rules';
import { findGrant } from './views';

/** A campaign's one-per-member grant key; per-deposit offers add the deposit. */
export const sourceRefOf = (campaign: Campaign, depositId: number | null) =>
  campaign.terms.reward.type === 'deposit_percent' && campaign.terms.reward.deposit === 'latest'
    ? `c${campaign.id}:d${depositId}`
    : `c${campaign.id}`;

/**
 * Live campaigns as last read, by id. Terms versions are immutable (decision 033) and the budget's
 * 16 shards never change once opened (decision 053), so a claim may start from this copy: its
 * first statement checks that the campaign is still live at that version, and a mismatch reads
 * the campaign afresh. The copy saves a read per claim and is never trusted unchecked.
 */
const liveCopiesOf = new WeakMap<Db, Map<number, Campaign>>();

async function campaignToClaim(db: Db, tx: Tx, id: number, fresh: boolean): Promise<Campaign> {
  let copies = liveCopiesOf.get(db);
  if (!copies) liveCopiesOf.set(db, (copies = new Map()));
  const copy = fresh ? undefined : copies.get(id);
  if (copy) return copy;
  const c = await findCampaign(tx, id);
  if (c.status === 'live' && c.budgetShards.length === BUDGET_SHARDS) copies.set(id, c);
  else copies.delete(id);
  return c;
}

/**
 * Claim a promotion (decisions 032, 035). One transaction: the rules on fresh facts, the
 * anti-abuse limits (serialised per campaign and network/device/payee by advisory locks so
 * concurrent claims cannot all pass a count), the grant under its unique key, the budget debit,
 * the message. The same requestId gets the original answer; another claim of a granted reward
 * is ALREADY_CLAIMED. Concurrent claims of one reward wait on the unique key and then find it.
 * The campaign's check, an earlier grant and the facts come in one statement.
 */
export async function claimPromotion(
  db: Db,
  accountId: number,
  campaignId: number,
  body: ClaimRequest,
  origin: Origin,
  language: string,
): Promise<ClaimResult> {
  const { grantId, balance } = await db.transaction(async (tx) => {
    for (let attempt = 0; ; attempt++) {
      const campaign = await campaignToClaim(db, tx, campaignId, attempt > 0);
      if (!isOpen(campaign) || campaign.terms.claimMode !== 'claim')
        throw new AppError('PROMOTION_CLOSED', `campaign ${campaignId} takes no claims now`);
      const reward = await rewardAmount(tx, accountId, campaign.terms);
      const ref = sourceRefOf(campaign, reward?.depositId ?? null);
      const facts = factsQuery(accountId, campaign.terms.rules, campaign.id, origin);
      const r = await tx.execute<Record<string, string | number | boolean | null>>(sql`
        SELECT f.*, c.current AS current_campaign, p.id AS prior_id, p.request_id AS prior_request
        FROM (${facts.query}) f
        LEFT JOIN (SELECT status = 'live' AND current_version = ${campaign.version} AS current
                   FROM reward_campaigns WHERE id = ${campaign.id}) c ON true
        LEFT JOIN reward_grants p
          ON p.account_id = ${accountId} AND p.source = 'promotion' AND p.source_ref = ${ref}`);
      const row = r.rows[0];
      // The copy was out of date (paused, ended, a new version): once more from a fresh read,
      // which replaces or drops it.
      if (row && row.current_campaign !== true && attempt === 0) continue;
      // Before the rules, so a double tap after the grant is answered with the grant, not a rule.
      if (row && row.prior_id !== null) {
        if (row.prior_request !== body.requestId)
          throw new AppError('ALREADY_CLAIMED', `reward ${ref} already granted`);
        return { grantId: Number(row.prior_id), balance: undefined };
      }
      await checkEligibleOn(tx, accountId, campaign, origin, facts.read(row));
      if (!reward) throw new AppError('RULE_FAILED', 'no qualifying deposit', { rule: 'deposit_sum' });
      const hold = campaign.terms.holdAbove !== null && reward.amount > BigInt(campaign.terms.holdAbove);
      const { grant, created, balance } = await writeGrant(tx, {
        accountId,
        campaign,
        source: 'promotion',
        sourceRef: ref,
        amount: reward.amount,
        hold,
        requestId: body.requestId,
        origin,
      });
      if (!created && grant.requestId !== body.requestId)
        throw new AppError('ALREADY_CLAIMED', `campaign ${campaignId} already granted`);
      return { grantId: grant.id, balance };
    }
  });
  const grant = await findGrant(db, accountId, grantId, language);
  // A grant paid now answers with the wallet's balance after it (no read); a replay reads it.
  const after = balance ?? (await balanceOf(db, await mainWallet(db, accountId)));
  return { grant, balance: after.toString() };
}

/** The rules on fresh facts, then the campaign's per-device, per-network and per-payee limits. */
export async function checkEligible(tx: Tx, accountId: number, campaign: Campaign, origin: Origin) {
  const facts = await loadFacts(tx, accountId, campaign.terms.rules, campaign.id, origin);
  await checkEligibleOn(tx, accountId, campaign, origin, facts);
}

async function checkEligibleOn(tx: Tx, accountId: number, campaign: Campaign, origin: Origin, facts: Facts) {
  const result = evaluate(campaign.terms.rules, facts);
  if (!result.passed) refuse(result.failed);
  await checkLimits(tx, accountId, campaign, origin);
}

const refuse = (rule: RuleName): never => {
  throw new AppError('RULE_FAILED', `rule ${rule} not met`, { rule });
};

async function checkLimits(tx: Tx, accountId: number, campaign: Campaign, origin: Origin) {
  const { perDevice, perIp24, perPayee } = campaign.terms.limits;
  const count = async (lockKey: string, where: ReturnType<typeof sql>) => {
    // Serialise claims sharing this value, so the count below sees every committed twin.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reward:${campaign.id}:${lockKey}`}, 0))`,
    );
    const r = await tx.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM reward_grants g
      WHERE g.campaign_id = ${campaign.id} AND g.status <> 'rejected' AND g.account_id <> ${accountId} AND ${where}`);
    return Number(r.rows[0]?.n ?? 0);
  };
  if (
    perDevice !== null &&
    origin.deviceId &&
    (await count(`dev:${origin.deviceId}`, sql`g.device_id = ${origin.deviceId}`)) >= perDevice
  )
    refuse('device_limit');
  if (
    perIp24 !== null &&
    origin.ip24 &&
    (await count(`ip:${origin.ip24}`, sql`g.ip24 = ${origin.ip24}`)) >= perIp24
  )
    refuse('ip_limit');
  if (perPayee !== null) {
    const p = await tx.execute<{ key: string | null }>(sql`
      SELECT ${payeeKeySql(sql`payee_name`)} AS key FROM account_security WHERE account_id = ${accountId}`);
    const key = p.rows[0]?.key;
    if (key && (await count(`payee:${key}`, sql`g.payee_key = ${key}`)) >= perPayee) refuse('payee_limit');
  }
}
