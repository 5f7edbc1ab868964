import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { writeMessage } from '../inbox';
import { CURRENCY } from '../../../contract/wallet';
import { findCampaign, findVersion, rewardAmount, textIn } from './campaign';
import { languageOf, payGrant, tellMember, writeGrant } from './grant';
import { findOpsGrant } from './views';
import { findApplications } from './applications';

/** Approve (pay) or reject a held grant; the status predicate makes a second decision WRONG_STATE. */
export async function reviewGrant(
  db: Db,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{
      account_id: string;
      amount: string;
      campaign_version_id: string;
      status: string;
    }>(sql`
      SELECT account_id, amount::text, campaign_version_id, status FROM reward_grants WHERE id = ${id} FOR UPDATE`);
    const g = r.rows[0];
    if (!g) throw new AppError('NOT_FOUND', `no grant ${id}`);
    if (g.status !== 'held') throw new AppError('WRONG_STATE', `grant ${id} is ${g.status}`);
    const grant = {
      id,
      accountId: Number(g.account_id),
      amount: BigInt(g.amount),
      status: g.status,
      requestId: null,
    };
    const campaign = await findVersion(tx, Number(g.campaign_version_id));
    if (decision === 'approve') {
      await payGrant(tx, grant, campaign);
    } else {
      await tx.execute(sql`
        UPDATE reward_grants SET status = 'rejected', decided_at = now(), decided_by = ${actor}, closed_at = now(),
          reason = coalesce(${reason ?? null}, reason)
        WHERE id = ${id}`);
      await tellMember(tx, grant, campaign, 'reward_rejected', undefined, { reason });
    }
    await tx.execute(
      sql`UPDATE reward_grants SET decided_at = now(), decided_by = ${actor} WHERE id = ${id}`,
    );
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
    const r = await tx.execute<{ account_id: string; campaign_version_id: string }>(sql`
      UPDATE reward_applications SET status = ${decision === 'approve' ? 'approved' : 'rejected'},
        decided_at = now(), decided_by = ${actor}, reason = ${reason ?? null}
      WHERE id = ${id} AND status = 'pending' RETURNING account_id, campaign_version_id`);
    const a = r.rows[0];
    if (!a) throw new AppError('WRONG_STATE', `application ${id} is not pending`);
    const accountId = Number(a.account_id);
    const campaign = await findVersion(tx, Number(a.campaign_version_id));
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
      await tx.execute(sql`UPDATE reward_applications SET grant_id = ${grant.id} WHERE id = ${id}`);
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
    const a = await tx.execute<{ id: string }>(
      sql`SELECT id FROM accounts WHERE account = ${body.account.toLowerCase()}`,
    );
    if (!a.rows[0]) throw new AppError('NOT_FOUND', `no account ${body.account}`, { field: 'account' });
    const accountId = Number(a.rows[0].id);
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
