import type { LuckyGame } from '../../../contract/lucky/constants';
import { ticketCurrencies } from '../../../contract/lucky/constants';
import type { Executor, Tx } from '../../db/client';
import { systemAccount, ticketWallet } from '../../core/money/ledger';
import { postTransaction } from '../../core/money/ledger';

/** The member's tickets of a game: a ledger account in the game's unit (decision 056). */
export const ticketsOf = (db: Executor, accountId: number, game: LuckyGame) =>
  ticketWallet(db, accountId, ticketCurrencies[game]);

/** The other side of every ticket movement: the house's bonus account in the ticket unit. */
export const ticketIssuer = (db: Executor, game: LuckyGame) =>
  systemAccount(db, 'bonus', ticketCurrencies[game]);

/**
 * Credit `count` tickets of `game` in the caller's transaction (the points mall, a draw's ticket
 * prize; later campaigns, VIP, missions). The idempotency key makes a repeat a no-op: the same
 * key answers the original posting.
 */
export async function grantTickets(
  tx: Tx,
  g: { accountId: number; game: LuckyGame; count: number; idempotencyKey: string; reason: string },
) {
  if (!Number.isSafeInteger(g.count) || g.count <= 0)
    throw new Error('tickets are granted in whole numbers > 0');
  const count = BigInt(g.count);
  return postTransaction(tx, {
    kind: 'ticket_grant',
    idempotencyKey: g.idempotencyKey,
    memo: { game: g.game, reason: g.reason },
    entries: [
      { ledgerAccountId: await ticketsOf(tx, g.accountId, g.game), amount: count, system: false },
      { ledgerAccountId: await ticketIssuer(tx, g.game), amount: -count, system: true },
    ],
  });
}
