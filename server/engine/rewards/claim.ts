import type { ClaimRequest, ClaimResult, GrantStatus, RuleName } from '../../../contract/rewards/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rewardCampaigns } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { balanceOf, lockAccounts, mainWallet } from '../../core/money/ledger';
import { findCampaign, isOpen, rewardAmount, textIn, turnoverFor, type Campaign } from './campaign';
import { BUDGET_SHARDS, shardFor } from './budget';
import { shardsOf } from './budget.sql';
import type { SessionStatement } from '../../core/sessions/sessions';
import {
  claimFactsStatement,
  readClaimFacts,
  sessionClaimBatchStatement,
  sessionClaimStatement,
  type ClaimFacts,
  type ClaimFactsStatement,
} from './claim.sql';
import { depositUntouched } from './deposit-untouched.sql';
import { loadFacts, type Origin } from './facts';
import { failedLimit, linkedRequired } from './limits.sql';
import { claimGrant, writeGrant, type GrantInput, type GrantWritten } from './grant';
import { evaluate, type Facts } from './rules';
import { findGrant, grantView } from './views';

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

function copiesOf(db: Db): Map<number, Campaign> {
  let copies = liveCopiesOf.get(db);
  if (!copies) liveCopiesOf.set(db, (copies = new Map()));
  return copies;
}

async function campaignToClaim(db: Db, id: number, fresh: boolean): Promise<Campaign> {
  const copies = copiesOf(db);
  const copy = fresh ? undefined : copies.get(id);
  if (copy) return copy;
  const c = await findCampaign(db, id);
  if (c.status === 'live' && c.budgetShards.length === BUDGET_SHARDS) copies.set(id, c);
  else copies.delete(id);
  return c;
}

/**
 * Holds a copy of every live campaign before its first claim on this node (the reward ticker
 * calls it, every FEED_MS; decision 085): a campaign's launch is its rush, and a burst of claims
 * on a campaign the node holds no copy of each read the campaign and take four statements, not
 * the two of decision 082. Reads the live campaigns' versions (one small statement), then only
 * the campaigns whose copy is missing or of another version; drops the copies of campaigns no
 * longer live. A copy stays the same object while its version does, so its compiled statements
 * stay too.
 */
export async function holdLiveCopies(db: Db): Promise<void> {
  const copies = copiesOf(db);
  // Only campaigns a copy can be held of (campaignToClaim's rule: all budget shards open):
  // one whose budget is not funded yet would otherwise be read again on every tick.
  const live = await db
    .select({ id: rewardCampaigns.id, version: rewardCampaigns.currentVersion })
    .from(rewardCampaigns)
    .where(
      and(
        eq(rewardCampaigns.status, 'live'),
        sql`(SELECT count(*) FROM ledger_accounts la WHERE ${shardsOf(sql`${rewardCampaigns.id}`)}) = ${BUDGET_SHARDS}`,
      ),
    );
  const ids = new Set(live.map((c) => c.id));
  for (const id of [...copies.keys()]) if (!ids.has(id)) copies.delete(id);
  for (const c of live) if (copies.get(c.id)?.version !== c.version) await campaignToClaim(db, c.id, true);
}

/** Each campaign copy's claim statement, compiled once (claim.sql.ts). */
const statements = new WeakMap<Campaign, ClaimFactsStatement>();

function statementOf(campaign: Campaign): ClaimFactsStatement {
  let s = statements.get(campaign);
  if (!s) statements.set(campaign, (s = claimFactsStatement(campaign)));
  return s;
}

type SessionClaimStatements = Record<'statement' | 'batch', SessionStatement<ClaimFacts | undefined>>;

/**
 * Each campaign copy's read with the session (the claim lane's), compiled once: alone, and for a
 * batch of claims (decision 087).
 */
const sessionStatements = new WeakMap<Campaign, SessionClaimStatements>();

/** A claim's first read, taken by the claim lane with the session's statement (decision 082). */
export type FirstRead = { campaign: Campaign; read: ClaimFacts };

/**
 * What the claim lane needs to read a claim with the session (decision 082): the live copy of
 * the campaign (none read here: the first claim of a campaign on a node takes the app's two
 * statements and keeps the copy), open for claims, of a fixed reward (its grant key needs no
 * read of the member's deposits), its statement and the values it binds besides the session's.
 */
export function sessionClaimOf(db: Db, campaignId: number) {
  const campaign = liveCopiesOf.get(db)?.get(campaignId);
  if (!campaign || !isOpen(campaign) || campaign.terms.claimMode !== 'claim') return undefined;
  if (campaign.terms.reward.type !== 'fixed') return undefined;
  let statements = sessionStatements.get(campaign);
  if (!statements) {
    statements = { statement: sessionClaimStatement(campaign), batch: sessionClaimBatchStatement(campaign) };
    sessionStatements.set(campaign, statements);
  }
  return { campaign, ...statements, ref: sourceRefOf(campaign, null) };
}

/**
 * Claim a promotion (decisions 032, 035, 068) in two statements, no BEGIN/COMMIT: (1) the
 * campaign's check, an earlier grant and the rule's facts, read together; the rules are evaluated
 * here on those facts; (2) one autocommitted call of reward_grant
 * (server/db/functions/reward_grant.sql): the anti-abuse limits (serialised per campaign and
 * device/network/payee by advisory locks so concurrent claims cannot all pass a count), the grant
 * under its unique key, the message, the budget debit and the payment. Reading the facts in their
 * own statement sees what the claim's first statement saw before (read committed: each statement
 * its own snapshot; no fact was locked). The same requestId gets the original answer; another
 * claim of a granted reward is ALREADY_CLAIMED. Concurrent claims of one reward wait on the
 * unique key and then find it. The answer is built from what the call returned and the campaign's
 * copy, not read back. `first`: the read (1) already taken with the session's statement by the
 * claim lane (sessionClaimOf, decision 082), from a copy of the campaign; out of date, it is read
 * again as any copy is.
 */
export async function claimPromotion(
  db: Db,
  accountId: number,
  campaignId: number,
  body: ClaimRequest,
  origin: Origin,
  language: string,
  first?: FirstRead,
): Promise<ClaimResult> {
  for (let attempt = 0; ; attempt++) {
    const given = attempt === 0 ? first : undefined;
    const campaign = given?.campaign ?? (await campaignToClaim(db, campaignId, attempt > 0));
    if (!isOpen(campaign) || campaign.terms.claimMode !== 'claim')
      throw new AppError('PROMOTION_CLOSED', `campaign ${campaignId} takes no claims now`);
    const reward = await rewardAmount(db, accountId, campaign.terms);
    const ref = sourceRefOf(campaign, reward?.depositId ?? null);
    const read =
      given?.read ??
      (await readClaimFacts(db, statementOf(campaign), { accountId, deviceId: origin.deviceId, ref }));
    // The copy was out of date (paused, ended, a new version): once more from a fresh read,
    // which replaces or drops it.
    if (!read.current && attempt === 0) continue;
    // Before the rules, so a double tap after the grant is answered with the grant, not a rule.
    if (read.prior) return replay(db, accountId, read.prior.id, read.prior.requestId, body, language);
    const result = evaluate(campaign.terms.rules, read.facts);
    if (!result.passed) refuse(result.failed);
    if (!reward) throw new AppError('RULE_FAILED', 'no qualifying deposit', { rule: 'deposit_sum' });
    const hold = campaign.terms.holdAbove !== null && reward.amount > BigInt(campaign.terms.holdAbove);
    const g: GrantInput = {
      accountId,
      campaign,
      source: 'promotion',
      sourceRef: ref,
      amount: reward.amount,
      hold,
      requestId: body.requestId,
      origin,
    };
    const out =
      reward.depositId === null
        ? await claimGrant(db, g, campaign.terms.limits)
        : await claimDepositMatch(db, g, reward.depositId);
    // A concurrent twin granted it first: its answer, or ALREADY_CLAIMED for another request.
    if (!out.created) return replay(db, accountId, out.grant.id, out.grant.requestId, body, language);
    const grant = grantView(
      {
        id: String(out.grant.id),
        source: 'promotion',
        campaign_id: String(campaign.id),
        version: campaign.version,
        amount: reward.amount.toString(),
        status: out.grant.status as GrantStatus,
        turnover_required: turnoverFor(campaign.terms, reward.amount).toString(),
        turnover_progress: '0',
        max_bet: campaign.terms.maxBet,
        created_at: out.createdAt!,
        expires_at: out.expiresAt ?? null,
      },
      textIn(campaign.terms.title, language),
    );
    // Held: the wallet did not move; its balance is read (a rare path).
    const balance = out.balance ?? (await balanceOf(db, await mainWallet(db, accountId)));
    return { grant, balance: balance.toString() };
  }
}

/**
 * A deposit match's grant (decision 088): only while the deposit it matches is untouched, checked
 * in the grant's transaction under the lock of the member's main wallet (taken with the budget
 * shard, in the ledger's order). A withdrawal, a transfer or a bet of the deposit debits that
 * wallet, so it either came first and is seen here, or waits and then meets the bonus's turnover.
 * Not sent with the claim batches (decision 087): one such claim per member and deposit.
 */
async function claimDepositMatch(db: Db, g: GrantInput, depositId: number): Promise<GrantWritten> {
  return db.transaction(async (tx) => {
    await lockAccounts(tx, [await mainWallet(tx, g.accountId), shardFor(g.campaign, g.accountId)]);
    if (!(await depositUntouched(tx, g.accountId, depositId))) refuse('deposit_untouched');
    return writeGrant(tx, g, g.campaign.terms.limits);
  });
}

/** The answer to a claim whose grant exists: the original one for its own request, else ALREADY_CLAIMED. */
async function replay(
  db: Db,
  accountId: number,
  grantId: number,
  requestId: string | null,
  body: ClaimRequest,
  language: string,
): Promise<ClaimResult> {
  if (requestId !== body.requestId) throw new AppError('ALREADY_CLAIMED', `grant ${grantId} already granted`);
  const grant = await findGrant(db, accountId, grantId, language);
  return { grant, balance: (await balanceOf(db, await mainWallet(db, accountId))).toString() };
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

/**
 * The campaign's anti-abuse limits, in the caller's transaction
 * (server/db/functions/reward_limit_failed.sql).
 */
async function checkLimits(tx: Tx, accountId: number, campaign: Campaign, origin: Origin) {
  const { perDevice, perIp24, perPayee } = campaign.terms.limits;
  const linked = linkedRequired(campaign.terms.rules);
  if (perDevice === null && perIp24 === null && perPayee === null && !linked) return;
  const rule = await failedLimit(tx, {
    campaignId: campaign.id,
    accountId,
    deviceId: origin.deviceId,
    ip24: origin.ip24,
    perDevice,
    perIp24,
    perPayee,
    linked,
  });
  if (rule) refuse(rule);
}
