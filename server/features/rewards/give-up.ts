import { sql } from 'drizzle-orm';
import type { GiveUpRequest, GiveUpResult } from '../../../contract/give-up';
import { CURRENCY } from '../../../contract/wallet';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findPosted, mainWallet, postTransaction } from '../../lib/ledger';
import { shardFor } from './budget';
import { findVersion } from './campaign';
import { tellMember } from './grant';
import { feedTurnover } from './turnover';
import { findGrant } from './views';

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
  const r = await tx.execute<{
    status: string;
    amount: string;
    open: boolean;
    campaign_version_id: string;
    forfeit_request_id: string | null;
  }>(sql`
    SELECT status, amount::text, turnover_progress < turnover_required AS open, campaign_version_id,
      forfeit_request_id
    FROM reward_grants WHERE id = ${grantId} AND account_id = ${accountId} FOR UPDATE`);
  const g = r.rows[0];
  if (!g) throw new AppError('NOT_FOUND', `no grant ${grantId}`);
  const wallet = await mainWallet(tx, accountId);
  if (g.status === 'forfeited' && g.forfeit_request_id === requestId) return replay(tx, grantId, wallet);
  if (g.status !== 'active' || !g.open)
    throw new AppError('BONUS_NOT_OPEN', `grant ${grantId} is ${g.status === 'active' ? 'met' : g.status}`);

  const grant = { id: grantId, accountId, amount: BigInt(g.amount) };
  const campaign = await findVersion(tx, Number(g.campaign_version_id));
  const shard = shardFor(campaign, accountId);
  // The wallet and the shard locked in the ledger's order (non-system accounts by id), so the
  // balance read here is the one debited and a grant paid at the same time cannot deadlock us.
  const locked = await tx.execute<{ id: string; balance: string }>(sql`
    SELECT id, balance::text FROM ledger_accounts WHERE id IN (${wallet}, ${shard}) ORDER BY id FOR UPDATE`);
  const main = BigInt(locked.rows.find((x) => Number(x.id) === wallet)!.balance);
  const games = await gameWallets(tx, accountId);
  const held = main + games;
  const back = held < grant.amount ? held : grant.amount;
  if (back > main)
    throw new AppError('BONUS_IN_GAME_WALLET', `grant ${grantId}: ${back} to give back, main wallet ${main}`);

  let balance = main;
  if (back > 0n) {
    const posted = await postTransaction(tx, {
      kind: 'bonus_forfeit',
      idempotencyKey: keyOf(grantId),
      memo: { grantId, campaignId: campaign.id, reason: 'given up by the member', requestId },
      entries: [
        { ledgerAccountId: wallet, amount: -back, system: false },
        { ledgerAccountId: shard, amount: back, system: false },
      ],
    });
    balance = posted.entries[0]!.balanceAfter;
  }
  await tx.execute(sql`
    UPDATE reward_grants SET status = 'forfeited', closed_at = now(), forfeit_request_id = ${requestId}
    WHERE id = ${grantId} AND status = 'active'`);
  await tellMember(tx, { ...grant, amount: back }, campaign, 'reward_forfeited');
  return { forfeited: back, balance };
}

/** The original answer's figures: what went back (0 when nothing could), the wallet now. */
async function replay(tx: Tx, grantId: number, wallet: number) {
  const posted = await findPosted(tx, keyOf(grantId));
  const forfeited = posted ? -posted.entries.find((e) => e.ledgerAccountId === wallet)!.amount : 0n;
  const b = await tx.execute<{ balance: string }>(
    sql`SELECT balance::text FROM ledger_accounts WHERE id = ${wallet}`,
  );
  return { forfeited, balance: BigInt(b.rows[0]!.balance) };
}

/** What the member holds in game (transfer-mode vendor) wallets. */
async function gameWallets(tx: Tx, accountId: number): Promise<bigint> {
  const r = await tx.execute<{ total: string }>(sql`
    SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
    WHERE kind = 'member_vendor' AND owner_id = ${accountId} AND currency = ${CURRENCY}`);
  return BigInt(r.rows[0]!.total);
}
