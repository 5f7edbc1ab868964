import { sql } from 'drizzle-orm';
import type { ClaimRequest, ClaimResult, RuleName } from '../../../contract/rewards';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { balanceOf, mainWallet } from '../../lib/ledger';
import { findCampaign, isOpen, rewardAmount, type Campaign } from './campaign';
import { loadFacts, payeeKeySql, type Origin } from './facts';
import { writeGrant } from './grant';
import { evaluate } from './rules';
import { findGrant } from './views';

/** A campaign's one-per-member grant key; per-deposit offers add the deposit. */
export const sourceRefOf = (campaign: Campaign, depositId: number | null) =>
  campaign.terms.reward.type === 'deposit_percent' && campaign.terms.reward.deposit === 'latest'
    ? `c${campaign.id}:d${depositId}`
    : `c${campaign.id}`;

/**
 * Claim a promotion (decisions 032, 035). One transaction: the rules on fresh facts, the
 * anti-abuse limits (serialised per campaign and network/device/payee by advisory locks so
 * concurrent claims cannot all pass a count), the grant under its unique key, the budget debit,
 * the message. The same requestId gets the original answer; another claim of a granted reward
 * is ALREADY_CLAIMED. Concurrent claims of one reward wait on the unique key and then find it.
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
    const campaign = await findCampaign(tx, campaignId);
    if (!isOpen(campaign) || campaign.terms.claimMode !== 'claim')
      throw new AppError('PROMOTION_CLOSED', `campaign ${campaignId} takes no claims now`);
    const reward = await rewardAmount(tx, accountId, campaign.terms);
    // Before the rules, so a double tap after the grant is answered with the grant, not a rule.
    const ref = sourceRefOf(campaign, reward?.depositId ?? null);
    const prior = await priorGrant(tx, accountId, ref, body.requestId);
    if (prior !== undefined) return { grantId: prior, balance: undefined };

    await checkEligible(tx, accountId, campaign, origin);
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
  });
  const grant = await findGrant(db, accountId, grantId, language);
  // A grant paid now answers with the wallet's balance after it (no read); a replay reads it.
  const after = balance ?? (await balanceOf(db, await mainWallet(db, accountId)));
  return { grant, balance: after.toString() };
}

async function priorGrant(tx: Tx, accountId: number, ref: string, requestId: string) {
  const r = await tx.execute<{ id: string; request_id: string | null }>(sql`
    SELECT id, request_id FROM reward_grants WHERE account_id = ${accountId} AND source = 'promotion' AND source_ref = ${ref}`);
  const row = r.rows[0];
  if (!row) return undefined;
  if (row.request_id !== requestId) throw new AppError('ALREADY_CLAIMED', `reward ${ref} already granted`);
  return Number(row.id);
}

/** The rules on fresh facts, then the campaign's per-device, per-network and per-payee limits. */
export async function checkEligible(tx: Tx, accountId: number, campaign: Campaign, origin: Origin) {
  const facts = await loadFacts(tx, accountId, campaign.terms.rules, campaign.id, origin);
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
