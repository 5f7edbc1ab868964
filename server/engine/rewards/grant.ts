import { ErrorCode } from '../../../contract/errors';
import type { InboxTemplate } from '../../../contract/inbox/schemas';
import type { AbuseLimits, GrantSource } from '../../../contract/rewards/schemas';
import { CURRENCY } from '../../../contract/wallet/schemas';
import { poolOf, type Db, type Tx } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { writeMessage } from '../../core/members/write-message';
import { textIn, turnoverFor, type Campaign } from './campaign';
import type { Origin } from './facts';
import { sendClaimGrant } from './grant-batch';
import { linkedRequired } from './limits.sql';
import {
  accountLanguage,
  callGrant,
  callPayGrant,
  lockHeldGrant,
  grantArgsOf,
  REFUSED,
  type BatchClaim,
  type BatchShared,
  type GrantAnswer,
} from './grant.sql';

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
 * What the grant functions answer (server/db/functions/reward_grant.sql): enough to answer
 * without a read-back.
 */
export type GrantWritten = {
  grant: GrantRow;
  created: boolean;
  /** The member's main wallet after the payment (a grant paid now). */
  balance?: bigint;
  createdAt?: string;
  expiresAt?: string | null;
};

/** What a grant shares with the other claims of its campaign version (a batch's key, decision 087). */
function sharedOf(g: GrantInput, limits: AbuseLimits | null): BatchShared {
  const terms = g.campaign.terms;
  return {
    campaignId: g.campaign.id,
    versionId: g.campaign.versionId,
    source: g.source,
    maxBet: terms.maxBet,
    limits: limits && [
      limits.perDevice,
      limits.perIp24,
      limits.perPayee,
      linkedRequired(terms.rules) ? 1 : null,
    ],
    shards: g.campaign.budgetShards,
    expiresInDays: terms.expiresInDays,
    titleVi: terms.title.vi,
    titleEn: terms.title.en,
    currency: CURRENCY,
  };
}

/** What is the grant's own: the member, the key, the amount, the request and where it came from. */
function claimOf(g: GrantInput): BatchClaim {
  return {
    accountId: g.accountId,
    ref: g.sourceRef,
    amount: g.amount.toString(),
    turnover: turnoverFor(g.campaign.terms, g.amount).toString(),
    reason: g.reason ?? null,
    requestId: g.requestId ?? null,
    ip24: g.origin?.ip24 ?? null,
    deviceId: g.origin?.deviceId ?? null,
    hold: g.hold,
  };
}

/** reward_grant's arguments for a grant, in its order. */
const grantArgs = (g: GrantInput, limits: AbuseLimits | null) => grantArgsOf(sharedOf(g, limits), claimOf(g));

function written(a: GrantAnswer, accountId: number): GrantWritten {
  return {
    grant: { id: a.id, accountId, status: a.status, amount: a.amount, requestId: a.requestId },
    created: a.created,
    balance: a.balance,
    createdAt: a.createdAt,
    expiresAt: a.expiresAt,
  };
}

/** A refusal a reward function raised, as the AppError it stands for; any other error as it is. */
export function refusalOf(err: unknown): unknown {
  for (let e = err, depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === REFUSED) {
      const parsed = ErrorCode.safeParse(message);
      if (!parsed.success) return err;
      const text = typeof detail === 'string' ? detail : parsed.data;
      return parsed.data === 'RULE_FAILED'
        ? new AppError('RULE_FAILED', `rule ${text} not met`, { rule: text })
        : new AppError(parsed.data, text);
    }
    e = (e as { cause?: unknown }).cause;
  }
  return err;
}

/**
 * Write a grant (decision 032): the row under its unique (account, source, source_ref) key and,
 * unless held, its payment, in the caller's transaction, as one call of reward_grant
 * (server/db/functions/reward_grant.sql, decision 068). A concurrent twin waits on the unique
 * key and then finds the row: `created` false, nothing written. With `limits`, the campaign's
 * anti-abuse limits are checked first, as a claim's are (a deposit match's claim, decision 088).
 */
export async function writeGrant(
  tx: Tx,
  g: GrantInput,
  limits: AbuseLimits | null = null,
): Promise<GrantWritten> {
  try {
    return written(await callGrant(tx, grantArgs(g, limits)), g.accountId);
  } catch (err) {
    throw refusalOf(err);
  }
}

/**
 * A claim's grant (decision 068): the campaign's anti-abuse limits, the grant and its payment
 * in one autocommitted statement: the advisory locks of the limits are held until its commit, as
 * they were in the claim's transaction. Claims of the same campaign version arriving while one
 * such statement is out are sent together in the next (decision 087, grant-batch.ts).
 */
export async function claimGrant(db: Db, g: GrantInput, limits: AbuseLimits): Promise<GrantWritten> {
  try {
    return written(await sendClaimGrant(poolOf(db), sharedOf(g, limits), claimOf(g)), g.accountId);
  } catch (err) {
    throw refusalOf(err);
  }
}

/**
 * Pay a held grant (server/db/functions/reward_pay_grant.sql): budget → member main wallet with the
 * conditional debit (a budget that cannot pay refuses: BUDGET_EXHAUSTED, and the caller's
 * transaction rolls back), the turnover clock from now, the inbox message. Only a 'held' row is
 * paid (the status predicate of the lock is the claim on it), so an approval racing another pays once.
 */
export async function payGrant(tx: Tx, grant: GrantRow, campaign: Campaign): Promise<number> {
  if (!(await lockHeldGrant(tx, grant.id)))
    throw new AppError('WRONG_STATE', `grant ${grant.id} is not held`);
  const t = campaign.terms;
  try {
    return await callPayGrant(tx, {
      grantId: grant.id,
      accountId: grant.accountId,
      campaignId: campaign.id,
      amount: grant.amount,
      shards: campaign.budgetShards,
      expiresInDays: t.expiresInDays,
      titleVi: t.title.vi,
      titleEn: t.title.en,
      currency: CURRENCY,
    });
  } catch (err) {
    throw refusalOf(err);
  }
}

export const languageOf = (tx: Tx, accountId: number): Promise<string> => accountLanguage(tx, accountId);

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
