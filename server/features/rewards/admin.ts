import { sql } from 'drizzle-orm';
import type { CampaignStatus, CampaignTerms, OpsCampaign } from '../../../contract/rewards';
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { campaignBudgetAccount, postTransaction, systemAccount } from '../../lib/ledger';
import { budgetOf, fundingEntries } from './budget';
import { findCampaign, termsHash } from './campaign';
import { loadFacts } from './facts';
import { rewardAmount } from './campaign';
import { evaluate } from './rules';

/**
 * Operator actions on campaigns (decision 033), each audited in its own transaction like the
 * cashier's operator actions (decision 015).
 */

export async function opsCampaign(db: Db | Tx, id: number): Promise<OpsCampaign> {
  const c = await findCampaign(db, id);
  const r = await db.execute<{ n: string; total: string; created_at: Date | string }>(sql`
    SELECT count(g.id)::text AS n, coalesce(sum(g.amount) FILTER (WHERE g.ledger_transaction_id IS NOT NULL), 0)::text AS total,
      (SELECT created_at FROM reward_campaigns WHERE id = ${id}) AS created_at
    FROM reward_grants g WHERE g.campaign_id = ${id} AND g.status NOT IN ('held', 'rejected')`);
  const row = r.rows[0]!;
  return {
    id: c.id,
    code: c.code,
    status: c.status,
    version: c.version,
    terms: c.terms,
    budgetBalance: (await budgetOf(db, c.id)).toString(),
    grantCount: Number(row.n),
    grantedAmount: row.total,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listCampaigns(db: Db): Promise<OpsCampaign[]> {
  const r = await db.execute<{ id: string }>(sql`SELECT id FROM reward_campaigns ORDER BY position, id`);
  return Promise.all(r.rows.map((x) => opsCampaign(db, Number(x.id))));
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
    const taken = await tx.execute(sql`SELECT 1 FROM reward_campaigns WHERE code = ${code}`);
    if (taken.rows.length > 0)
      throw new AppError('ALREADY_BOUND', `campaign ${code} exists`, { field: 'code' });
    // The budget account is keyed by the campaign id, so the row comes first with a placeholder.
    const idRow = await tx.execute<{ id: string }>(sql`SELECT nextval('reward_campaigns_id_seq') AS id`);
    const id = Number(idRow.rows[0]!.id);
    const budget = await campaignBudgetAccount(tx, id);
    await tx.execute(sql`
      INSERT INTO reward_campaigns (id, code, status, current_version, budget_account_id, position)
      VALUES (${id}, ${code}, 'draft', 1, ${budget}, ${position})`);
    await tx.execute(sql`
      INSERT INTO reward_campaign_versions (campaign_id, version, terms, terms_sha256, created_by)
      VALUES (${id}, 1, ${JSON.stringify(terms)}::jsonb, ${termsHash(terms)}, ${actor})`);
    await audit(tx, actor, 'campaign.create', `campaign:${id}`, { code, terms });
    return opsCampaign(tx, id);
  });
}

/** New terms: a new version, offered from now on; grants keep the version they were given under. */
export async function newVersion(db: Db, actor: Actor, id: number, terms: CampaignTerms) {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ v: number }>(sql`
      UPDATE reward_campaigns SET current_version = current_version + 1, updated_at = now()
      WHERE id = ${id} AND status <> 'ended' RETURNING current_version AS v`);
    const v = r.rows[0]?.v;
    if (v === undefined) throw new AppError('WRONG_STATE', `campaign ${id} is missing or ended`);
    await tx.execute(sql`
      INSERT INTO reward_campaign_versions (campaign_id, version, terms, terms_sha256, created_by)
      VALUES (${id}, ${v}, ${JSON.stringify(terms)}::jsonb, ${termsHash(terms)}, ${actor})`);
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
    const r = await tx.execute(sql`
      UPDATE reward_campaigns SET status = ${t.to}, updated_at = now()
      WHERE id = ${id} AND status IN (${sql.join(
        t.from.map((s) => sql`${s}`),
        sql`, `,
      )}) RETURNING id`);
    if (r.rows.length === 0) throw new AppError('WRONG_STATE', `campaign ${id} cannot ${action} now`);
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
  const a = await db.execute<{ id: string }>(
    sql`SELECT id FROM accounts WHERE account = ${account.toLowerCase()}`,
  );
  if (!a.rows[0]) throw new AppError('NOT_FOUND', `no account ${account}`, { field: 'account' });
  const accountId = Number(a.rows[0].id);
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
