import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lockAccounts, mainWallet } from '../../core/money/ledger';
import { rewardApplications, rewardGrants } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { writeMessage } from '../../core/members/write-message';
import { CURRENCY } from '../../../contract/wallet/schemas';
import { findCampaign, findVersion, rewardAmount, textIn, type Campaign } from './campaign';
import { depositUntouched } from './deposit-untouched.sql';
import { languageOf, payGrant, tellMember, writeGrant } from './grant';
import { findOpsGrant } from './views';
import { accountIdOf } from './admin';
import { findApplications } from './applications';

/**
 * A held deposit match is paid only while its deposit is still untouched (decision 088): else a
 * member could claim, bet the deposit while the grant waits, and be paid the bonus after losing
 * it. The operator is refused (the grant stays held) and rejects it instead. The member's main
 * wallet is locked first, so a bet or a withdrawal at the same moment is seen or waits.
 */
async function assertDepositStillUntouched(tx: Tx, accountId: number, campaign: Campaign): Promise<void> {
  if (campaign.terms.reward.type !== 'deposit_percent') return;
  await lockAccounts(tx, [await mainWallet(tx, accountId)]);
  const reward = await rewardAmount(tx, accountId, campaign.terms);
  if (reward?.depositId != null && (await depositUntouched(tx, accountId, reward.depositId))) return;
  throw new AppError(
    'RULE_FAILED',
    'the matched deposit was bet, moved or withdrawn since the claim: reject it',
    {
      rule: 'deposit_untouched',
    },
  );
}

/** Approve (pay) or reject a held grant; the status predicate makes a second decision WRONG_STATE. */
export async function reviewGrant(
  db: Db,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  await db.transaction(async (tx) => {
    const [g] = await tx
      .select({
        accountId: rewardGrants.accountId,
        amount: rewardGrants.amount,
        campaignVersionId: rewardGrants.campaignVersionId,
        status: rewardGrants.status,
      })
      .from(rewardGrants)
      .where(eq(rewardGrants.id, id))
      .for('update');
    if (!g) throw new AppError('NOT_FOUND', `no grant ${id}`);
    if (g.status !== 'held') throw new AppError('WRONG_STATE', `grant ${id} is ${g.status}`);
    const grant = { id, accountId: g.accountId, amount: g.amount, status: g.status, requestId: null };
    const campaign = await findVersion(tx, g.campaignVersionId!);
    if (decision === 'approve') {
      await assertDepositStillUntouched(tx, g.accountId, campaign);
      await payGrant(tx, grant, campaign);
    } else {
      await tx
        .update(rewardGrants)
        .set({
          status: 'rejected',
          decidedAt: sql`now()`,
          decidedBy: actor,
          closedAt: sql`now()`,
          reason: sql`coalesce(${reason ?? null}, ${rewardGrants.reason})`,
        })
        .where(eq(rewardGrants.id, id));
      await tellMember(tx, grant, campaign, 'reward_rejected', undefined, { reason });
    }
    await tx
      .update(rewardGrants)
      .set({ decidedAt: sql`now()`, decidedBy: actor })
      .where(eq(rewardGrants.id, id));
    await audit(tx, actor, `grant.${decision}`, `grant:${id}`, { reason });
  });
  return findOpsGrant(db, id);
}

/** Approve (grant under the application's terms version) or reject a pending application. */
export async function reviewApplication(
  db: Db,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  await db.transaction(async (tx) => {
    const [a] = await tx
      .update(rewardApplications)
      .set({
        status: decision === 'approve' ? 'approved' : 'rejected',
        decidedAt: sql`now()`,
        decidedBy: actor,
        reason: reason ?? null,
      })
      .where(and(eq(rewardApplications.id, id), eq(rewardApplications.status, 'pending')))
      .returning({
        accountId: rewardApplications.accountId,
        campaignVersionId: rewardApplications.campaignVersionId,
      });
    if (!a) throw new AppError('WRONG_STATE', `application ${id} is not pending`);
    const accountId = a.accountId;
    const campaign = await findVersion(tx, a.campaignVersionId);
    if (decision === 'approve') {
      const reward = await rewardAmount(tx, accountId, campaign.terms);
      if (!reward)
        throw new AppError('RULE_FAILED', 'no qualifying deposit for this reward', { rule: 'deposit_sum' });
      const { grant } = await writeGrant(tx, {
        accountId,
        campaign,
        source: 'application',
        sourceRef: `a${id}`,
        amount: reward.amount,
        hold: false,
      });
      await tx.update(rewardApplications).set({ grantId: grant.id }).where(eq(rewardApplications.id, id));
    } else {
      const language = await languageOf(tx, accountId);
      await writeMessage(tx, accountId, 'application_rejected', {
        amount: '0',
        currency: CURRENCY,
        reference: String(id),
        title: textIn(campaign.terms.title, language),
        ...(reason ? { reason } : {}),
      });
    }
    await audit(tx, actor, `application.${decision}`, `application:${id}`, { reason });
  });
  const [app] = await findApplications(db, sql`p.id = ${id}`, 'en', 1);
  return app!;
}

/**
 * A manual grant with a reason, paid from a campaign's budget under its current terms (turnover,
 * expiry). requestId makes a repeated command one grant.
 */
export async function manualGrant(
  db: Db,
  actor: Actor,
  body: { account: string; amount: bigint; campaignId: number; reason: string; requestId: string },
) {
  const id = await db.transaction(async (tx) => {
    const accountId = await accountIdOf(tx, body.account);
    if (accountId === undefined)
      throw new AppError('NOT_FOUND', `no account ${body.account}`, { field: 'account' });
    const campaign = await findCampaign(tx, body.campaignId);
    if (campaign.status === 'ended') throw new AppError('PROMOTION_CLOSED', `campaign ${campaign.id} ended`);
    const { grant, created } = await writeGrant(tx, {
      accountId,
      campaign,
      source: 'manual',
      sourceRef: `m${body.requestId}`,
      amount: body.amount,
      hold: false,
      reason: body.reason,
    });
    if (!created) {
      if (grant.amount !== body.amount)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused with another amount');
      return grant.id;
    }
    await audit(tx, actor, 'grant.manual', `grant:${grant.id}`, {
      account: body.account,
      amount: String(body.amount),
      campaignId: campaign.id,
      reason: body.reason,
    });
    return grant.id;
  });
  return findOpsGrant(db, id);
}
