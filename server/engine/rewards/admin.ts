import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CampaignStatus, CampaignTerms, OpsCampaign } from '../../../contract/rewards/schemas';
import type { Db, Tx } from '../../db/client';
import { accounts, rewardCampaigns } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { postTransaction, systemAccount } from '../../core/money/ledger';
import { budgetOf, fundingEntries } from './budget';
import { campaignCodeTaken, findCampaign, insertCampaign, insertVersion, rewardAmount } from './campaign';
import { sumCampaignGrants } from './campaigns.sql';
import { loadFacts } from './facts';
import { evaluate } from './rules';

/**
 * Operator actions on campaigns (decision 033), each audited in its own transaction like the
 * cashier's operator actions (decision 015).
 */

export async function opsCampaign(db: Db | Tx, id: number): Promise<OpsCampaign> {
  const c = await findCampaign(db, id);
  const row = await sumCampaignGrants(db, id);
  return {
    id: c.id,
    code: c.code,
    status: c.status,
    version: c.version,
    terms: c.terms,
    budgetBalance: (await budgetOf(db, c.id)).toString(),
    grantCount: row.n,
    grantedAmount: row.total,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listCampaigns(db: Db): Promise<OpsCampaign[]> {
  const rows = await db
    .select({ id: rewardCampaigns.id })
    .from(rewardCampaigns)
    .orderBy(asc(rewardCampaigns.position), asc(rewardCampaigns.id));
  return Promise.all(rows.map((x) => opsCampaign(db, x.id)));
}

/** A new campaign in draft with version 1 of its terms and an empty budget account. */
export async function createCampaign(
  db: Db,
  actor: Actor,
  code: string,
  terms: CampaignTerms,
  position = 100,
) {
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(code))
    throw new AppError('BAD_REQUEST', 'code: a-z, 0-9 and -', { field: 'code' });
  return db.transaction(async (tx) => {
    if (await campaignCodeTaken(tx, code))
      throw new AppError('ALREADY_BOUND', `campaign ${code} exists`, { field: 'code' });
    const id = await insertCampaign(tx, { code, status: 'draft', position, terms, actor });
    await audit(tx, actor, 'campaign.create', `campaign:${id}`, { code, terms });
    return opsCampaign(tx, id);
  });
}

/** New terms: a new version, offered from now on; grants keep the version they were given under. */
export async function newVersion(db: Db, actor: Actor, id: number, terms: CampaignTerms) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rewardCampaigns)
      .set({ currentVersion: sql`${rewardCampaigns.currentVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(rewardCampaigns.id, id), ne(rewardCampaigns.status, 'ended')))
      .returning({ v: rewardCampaigns.currentVersion });
    if (!row) throw new AppError('WRONG_STATE', `campaign ${id} is missing or ended`);
    const v = row.v;
    await insertVersion(tx, id, v, terms, actor);
    await audit(tx, actor, 'campaign.version', `campaign:${id}`, { version: v, terms });
    return opsCampaign(tx, id);
  });
}

const TRANSITIONS: Record<string, { from: CampaignStatus[]; to: CampaignStatus }> = {
  publish: { from: ['draft'], to: 'live' },
  pause: { from: ['live'], to: 'paused' },
  resume: { from: ['paused'], to: 'live' },
  end: { from: ['draft', 'live', 'paused'], to: 'ended' },
};

export async function campaignAction(db: Db, actor: Actor, id: number, action: keyof typeof TRANSITIONS) {
  const t = TRANSITIONS[action]!;
  return db.transaction(async (tx) => {
    const r = await tx
      .update(rewardCampaigns)
      .set({ status: t.to, updatedAt: sql`now()` })
      .where(and(eq(rewardCampaigns.id, id), inArray(rewardCampaigns.status, t.from)))
      .returning({ id: rewardCampaigns.id });
    if (r.length === 0) throw new AppError('WRONG_STATE', `campaign ${id} cannot ${action} now`);
    await audit(tx, actor, `campaign.${action}`, `campaign:${id}`);
    return opsCampaign(tx, id);
  });
}

/** Fund a budget from the house's bonus account, over its shards (one ledger transaction; requestId makes it once). */
export async function fundBudget(
  db: Db,
  actor: Actor,
  id: number,
  amount: bigint,
  reason: string,
  requestId: string,
) {
  return db.transaction(async (tx) => {
    const c = await findCampaign(tx, id);
    const posted = await postTransaction(tx, {
      kind: 'budget_fund',
      idempotencyKey: `reward:fund:${id}:${requestId}`,
      memo: { campaignId: id, reason, by: actor },
      entries: [
        { ledgerAccountId: await systemAccount(tx, 'bonus'), amount: -amount, system: true },
        ...(await fundingEntries(tx, c.id, amount)),
      ],
    });
    if (!posted.replayed)
      await audit(tx, actor, 'campaign.fund', `campaign:${id}`, { amount: String(amount), reason });
    return opsCampaign(tx, id);
  });
}

/** Check a campaign's (or proposed) terms against a member without granting anything. */
export async function dryRun(db: Db, id: number, account: string, terms?: CampaignTerms) {
  const c = await findCampaign(db, id);
  const t = terms ?? c.terms;
  const accountId = await accountIdOf(db, account);
  if (accountId === undefined) throw new AppError('NOT_FOUND', `no account ${account}`, { field: 'account' });
  const facts = await loadFacts(db, accountId, t.rules, id, { ip24: null, deviceId: null });
  const result = evaluate(t.rules, facts);
  const reward = await rewardAmount(db, accountId, t);
  const shown = JSON.parse(
    JSON.stringify(facts, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  ) as Record<string, unknown>;
  return {
    passed: result.passed,
    failedRule: result.failed,
    facts: shown,
    amount: reward?.amount.toString() ?? null,
  };
}

/** The id of the account with this login name (any case), if any. */
export async function accountIdOf(db: Db | Tx, account: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.account, account.toLowerCase()));
  return row?.id;
}
