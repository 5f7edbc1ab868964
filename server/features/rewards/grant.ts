import { sql } from 'drizzle-orm';
import type { InboxTemplate } from '../../../contract/inbox';
import type { GrantSource } from '../../../contract/rewards';
import { CURRENCY } from '../../../contract/wallet';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { mainWalletIdSql } from '../../lib/ledger';
import { writeMessage } from '../inbox';
import { payFromBudget } from './budget';
import { textIn, turnoverFor, type Campaign } from './campaign';
import { payeeKeySql, type Origin } from './facts';

export type GrantInput = {
  accountId: number;
  campaign: Campaign;
  source: GrantSource;
  /** With (account, source) the grant's unique key: a second grant of the same key is never written. */
  sourceRef: string;
  amount: bigint;
  /** Wait for the operator (state applying) instead of paying now. */
  hold: boolean;
  requestId?: string;
  /** The operator's reason (manual grants); else the campaign's title is the reason. */
  reason?: string;
  origin?: Origin;
};

export type GrantRow = {
  id: number;
  accountId: number;
  status: string;
  amount: bigint;
  requestId: string | null;
};

/**
 * Write a grant (decision 032): the row under its unique (account, source, source_ref) key and,
 * unless held, its payment, in the caller's transaction. A concurrent twin waits on the unique
 * key and then finds the row: `created` false, nothing written.
 */
export async function writeGrant(
  tx: Tx,
  g: GrantInput,
): Promise<{ grant: GrantRow; created: boolean; balance?: bigint }> {
  const terms = g.campaign.terms;
  // The member's language comes back with the row: the inbox message needs it.
  const inserted = await tx.execute<{ id: string; language: string; wallet: string | null }>(sql`
    WITH ins AS (
    INSERT INTO reward_grants (account_id, campaign_id, campaign_version_id, source, source_ref, amount, status,
      turnover_required, max_bet, reason, request_id, ip24, device_id, payee_key)
    SELECT ${g.accountId}, ${g.campaign.id}, ${g.campaign.versionId}, ${g.source}, ${g.sourceRef},
      ${g.amount.toString()}::bigint, 'held', ${turnoverFor(terms, g.amount).toString()}::bigint,
      ${terms.maxBet}::bigint, ${g.reason ?? null}, ${g.requestId ?? null}, ${g.origin?.ip24 ?? null},
      ${g.origin?.deviceId ?? null}, ${payeeKeySql(sql`s.payee_name`)}
    FROM accounts a LEFT JOIN account_security s ON s.account_id = a.id WHERE a.id = ${g.accountId}
    ON CONFLICT (account_id, source, source_ref) DO NOTHING
    RETURNING id, account_id)
    SELECT ins.id, a.language, ${mainWalletIdSql(sql`a.id`)} AS wallet
    FROM ins JOIN accounts a ON a.id = ins.account_id`);
  const row = inserted.rows[0];
  if (row === undefined) {
    const existing = await findGrantByKey(tx, g.accountId, g.source, g.sourceRef);
    return { grant: existing, created: false };
  }
  const grant: GrantRow = {
    id: Number(row.id),
    accountId: g.accountId,
    status: 'held',
    amount: g.amount,
    requestId: g.requestId ?? null,
  };
  if (g.hold) {
    await tellMember(tx, grant, g.campaign, 'reward_held', row.language);
    return { grant, created: true };
  }
  // The row was inserted by this transaction: already ours, no need to lock it again.
  const paid = await pay(tx, grant, g.campaign, row);
  return {
    grant: { ...grant, status: terms.wageringMultiple === 0 ? 'completed' : 'active' },
    created: true,
    balance: paid.balance,
  };
}

async function findGrantByKey(
  tx: Tx,
  accountId: number,
  source: string,
  sourceRef: string,
): Promise<GrantRow> {
  const r = await tx.execute<{ id: string; status: string; amount: string; request_id: string | null }>(sql`
    SELECT id, status, amount::text, request_id FROM reward_grants
    WHERE account_id = ${accountId} AND source = ${source} AND source_ref = ${sourceRef}`);
  const row = r.rows[0];
  if (!row) throw new Error(`grant ${accountId}/${source}/${sourceRef} vanished after a conflict`);
  return {
    id: Number(row.id),
    accountId,
    status: row.status,
    amount: BigInt(row.amount),
    requestId: row.request_id,
  };
}

/**
 * Pay a held grant: budget → member main wallet with the ledger's conditional debit (a budget
 * that cannot pay refuses: BUDGET_EXHAUSTED, and the caller's transaction rolls back), the
 * turnover clock from now, the inbox message. Only a 'held' row is paid (the status predicate
 * is the claim on it), so an approval racing another pays once.
 */
export async function payGrant(tx: Tx, grant: GrantRow, campaign: Campaign): Promise<number> {
  const locked = await tx.execute<{ language: string; wallet: string | null }>(sql`
    SELECT a.language, ${mainWalletIdSql(sql`a.id`)} AS wallet
    FROM reward_grants g JOIN accounts a ON a.id = g.account_id
    WHERE g.id = ${grant.id} AND g.status = 'held' FOR UPDATE OF g`);
  const row = locked.rows[0];
  if (!row) throw new AppError('WRONG_STATE', `grant ${grant.id} is not held`);
  return (await pay(tx, grant, campaign, row)).transactionId;
}

/**
 * The payment of a grant this transaction holds. The message goes first and the budget debit
 * (payFromBudget) just before the grant's own UPDATE, so the budget shard stays locked for one
 * statement and the commit (decision 053). The row's status and its ledger transaction change in
 * one UPDATE (a check ties them).
 */
async function pay(
  tx: Tx,
  grant: GrantRow,
  campaign: Campaign,
  { language, wallet }: { language: string; wallet: string | null },
) {
  const terms = campaign.terms;
  await tellMember(tx, grant, campaign, 'reward_granted', language);
  const posted = await payFromBudget(
    tx,
    campaign,
    grant.accountId,
    grant.amount,
    {
      kind: 'bonus',
      idempotencyKey: `reward:grant:${grant.id}`,
      memo: { reason: textIn(terms.title, language), grantId: grant.id, campaignId: campaign.id },
    },
    wallet === null ? null : Number(wallet),
  );
  await tx.execute(sql`
    UPDATE reward_grants SET ledger_transaction_id = ${posted.transactionId},
      status = CASE WHEN turnover_required = 0 THEN 'completed' ELSE 'active' END,
      counts_from = now(),
      expires_at = CASE WHEN turnover_required = 0 THEN NULL
        ELSE now() + ${`${terms.expiresInDays} days`}::interval END,
      closed_at = CASE WHEN turnover_required = 0 THEN now() END
    WHERE id = ${grant.id}`);
  // The wallet's entry is the last one (payFromBudget credits it after the debits).
  return { transactionId: posted.transactionId, balance: posted.entries.at(-1)!.balanceAfter };
}

export async function languageOf(tx: Tx, accountId: number): Promise<string> {
  const r = await tx.execute<{ language: string }>(
    sql`SELECT language FROM accounts WHERE id = ${accountId}`,
  );
  return r.rows[0]?.language ?? 'vi';
}

/** The inbox message of a grant event, with the promotion's title in the member's language. */
export async function tellMember(
  tx: Tx,
  grant: { id: number; accountId: number; amount: bigint },
  campaign: Campaign,
  template: InboxTemplate,
  language?: string,
  extra: { reason?: string } = {},
) {
  const lang = language ?? (await languageOf(tx, grant.accountId));
  await writeMessage(tx, grant.accountId, template, {
    amount: grant.amount.toString(),
    currency: CURRENCY,
    reference: String(grant.id),
    title: textIn(campaign.terms.title, lang),
    turnover: turnoverFor(campaign.terms, grant.amount).toString(),
    ...(extra.reason ? { reason: extra.reason } : {}),
  });
}
