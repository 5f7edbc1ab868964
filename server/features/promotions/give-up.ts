import { and, eq, sql } from 'drizzle-orm';
import type { GiveUpRequest, GiveUpResult } from '../../../contract/give-up/schemas';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, rewardGrants } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { findPosted, mainWallet, postTransaction } from '../../core/money/ledger';
import {
  backOf,
  feedTurnover,
  findGrant,
  findVersion,
  lockBonusMoney,
  shardFor,
  takeBackEntries,
  tellMember,
} from '../../engine/rewards';

const keyOf = (grantId: number) => `reward:forfeit:${grantId}`;

/**
 * The member gives up an open bonus (decision 069): in one transaction the bonus goes back to the
 * campaign's budget shard (`bonus_forfeit`, as an expiry does), the grant is closed as forfeited
 * and the member is told. What goes back is the grant's amount, or less when the member no longer
 * holds that much (a bonus partly lost in play: the rest of it goes back, never more than there
 * is). The money must be in the main wallet: with part of it in game wallets the answer is
 * BONUS_IN_GAME_WALLET and nothing changes. Give-ups of one grant take turns on its row: the same
 * requestId gets the original answer, any other BONUS_NOT_OPEN.
 */
export async function giveUpBonus(
  db: Db,
  accountId: number,
  grantId: number,
  body: GiveUpRequest,
  language: string,
): Promise<GiveUpResult> {
  // Bets settled a moment ago may have met the requirement: then there is nothing to give up.
  await feedTurnover(db, accountId);
  const { forfeited, balance } = await db.transaction((tx) =>
    forfeit(tx, accountId, grantId, body.requestId),
  );
  const grant = await findGrant(db, accountId, grantId, language);
  return { grant, forfeited: forfeited.toString(), balance: balance.toString() };
}

async function forfeit(tx: Tx, accountId: number, grantId: number, requestId: string) {
  const [g] = await tx
    .select({
      status: rewardGrants.status,
      amount: rewardGrants.amount,
      open: sql<boolean>`${rewardGrants.turnoverProgress} < ${rewardGrants.turnoverRequired}`,
      campaignVersionId: rewardGrants.campaignVersionId,
      forfeitRequestId: rewardGrants.forfeitRequestId,
    })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.id, grantId), eq(rewardGrants.accountId, accountId)))
    .for('update');
  if (!g) throw new AppError('NOT_FOUND', `no grant ${grantId}`);
  const wallet = await mainWallet(tx, accountId);
  if (g.status === 'forfeited' && g.forfeitRequestId === requestId) return replay(tx, grantId, wallet);
  if (g.status !== 'active' || !g.open)
    throw new AppError('BONUS_NOT_OPEN', `grant ${grantId} is ${g.status === 'active' ? 'met' : g.status}`);

  const grant = { id: grantId, accountId, amount: g.amount };
  const campaign = await findVersion(tx, g.campaignVersionId!);
  const shard = shardFor(campaign, accountId);
  const money = await lockBonusMoney(tx, accountId, shard);
  const main = money.main.balance;
  const back = backOf(grant.amount, money);
  if (back > main)
    throw new AppError('BONUS_IN_GAME_WALLET', `grant ${grantId}: ${back} to give back, main wallet ${main}`);

  let balance = main;
  if (back > 0n) {
    const posted = await postTransaction(tx, {
      kind: 'bonus_forfeit',
      idempotencyKey: keyOf(grantId),
      memo: { grantId, campaignId: campaign.id, reason: 'given up by the member', requestId },
      // All of it from the main wallet (checked above): entries[0] is the main wallet's.
      entries: takeBackEntries(money, back, shard),
    });
    balance = posted.entries[0]!.balanceAfter;
  }
  await tx
    .update(rewardGrants)
    .set({ status: 'forfeited', closedAt: sql`now()`, forfeitRequestId: requestId })
    .where(and(eq(rewardGrants.id, grantId), eq(rewardGrants.status, 'active')));
  await tellMember(tx, { ...grant, amount: back }, campaign, 'reward_forfeited');
  return { forfeited: back, balance };
}

/** The original answer's figures: what went back (0 when nothing could), the wallet now. */
async function replay(tx: Tx, grantId: number, wallet: number) {
  const posted = await findPosted(tx, keyOf(grantId));
  const forfeited = posted ? -posted.entries.find((e) => e.ledgerAccountId === wallet)!.amount : 0n;
  const [b] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, wallet));
  return { forfeited, balance: b!.balance };
}
