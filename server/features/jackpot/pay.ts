import { and, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/currency';
import { JACKPOT_SEED } from '../../../contract/jackpot/schemas';
import type { Tx } from '../../db/client';
import { accounts, bigWins, games, jackpotWins, ledgerAccounts } from '../../db/schema';
import { maskName } from '../../core/members/mask-name';
import { AppError } from '../../core/context/errors';
import { houseAccount, houseShardOf, postTransaction } from '../../core/money/ledger';
import { jackpotPoolWhere, seedPoolIn } from './pool';

export type JackpotWin = {
  /** The winning bet (bets.id), its player and the wallet it was paid from. */
  betId: number;
  accountId: number;
  walletId: number;
  vendorCode: string;
  gameCode: string;
  /** The round's provably fair data as the provider reported it (server seed hash, client seed, nonce). */
  fairness: Record<string, unknown>;
};
export type JackpotPaid = { amount: bigint; balanceAfter: bigint; transactionId: number };

/**
 * Pays the whole pool to the winner's wallet as one ledger transaction, then reseeds the pool
 * from the house to its minimum, in the caller's transaction (decision 061). The pool's row is
 * locked first: a second win waits, then reads the reseeded pool, so two winners never take the
 * same pool; the ledger's conditional debit keeps it from paying more than it holds. A bet wins
 * at most once (its jackpot_wins row is unique; the caller holds the bet's row lock).
 */
export async function payJackpot(tx: Tx, win: JackpotWin): Promise<JackpotPaid> {
  const paid = await tx
    .select({ id: jackpotWins.id })
    .from(jackpotWins)
    .where(eq(jackpotWins.betId, win.betId));
  if (paid.length > 0)
    throw new AppError('DUPLICATE_TRANSACTION', `bet ${win.betId} won the jackpot already`);
  let locked = await lockPool(tx);
  if (!locked) {
    await seedPoolIn(tx);
    locked = (await lockPool(tx))!;
  }
  const { pool, amount } = locked;
  if (amount <= 0n) throw new AppError('WRONG_STATE', 'the jackpot pool is empty');
  const posted = await postTransaction(tx, {
    kind: 'jackpot_win',
    idempotencyKey: `jackpot:win:${win.betId}`,
    memo: { betId: win.betId, vendor: win.vendorCode, gameCode: win.gameCode },
    entries: [
      { ledgerAccountId: pool, amount: -amount, system: false },
      { ledgerAccountId: win.walletId, amount, system: false },
    ],
  });
  const reseed = await postTransaction(tx, {
    kind: 'jackpot_reseed',
    idempotencyKey: `jackpot:reseed:${win.betId}`,
    memo: { betId: win.betId },
    entries: [
      { ledgerAccountId: pool, amount: JACKPOT_SEED, system: false },
      {
        ledgerAccountId: await houseAccount(tx, houseShardOf(win.accountId)),
        amount: -JACKPOT_SEED,
        system: true,
      },
    ],
  });
  await tx.insert(jackpotWins).values({
    betId: win.betId,
    accountId: win.accountId,
    amount,
    ledgerTransactionId: posted.transactionId,
    reseedTransactionId: reseed.transactionId,
    fairness: win.fairness,
  });
  await boardRow(tx, win, amount);
  const walletEntry = posted.entries.find((e) => e.ledgerAccountId === win.walletId)!;
  return { amount, balanceAfter: walletEntry.balanceAfter, transactionId: posted.transactionId };
}

/** The pool's ledger row, locked, with its balance. */
async function lockPool(tx: Tx) {
  const [row] = await tx
    .select({ pool: ledgerAccounts.id, amount: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(jackpotPoolWhere)
    .for('update');
  return row;
}

/** The winner board's row, marked as the jackpot; a game not in the catalogue has none. */
async function boardRow(tx: Tx, win: JackpotWin, amount: bigint) {
  const [row] = await tx
    .select({ gameId: games.id, account: accounts.account })
    .from(games)
    .innerJoin(accounts, eq(accounts.id, win.accountId))
    .where(and(eq(games.vendorCode, win.vendorCode), eq(games.gameCode, win.gameCode)))
    .orderBy(games.id)
    .limit(1);
  if (!row) return;
  await tx.insert(bigWins).values({
    gameId: row.gameId,
    accountId: win.accountId,
    customerName: maskName(row.account),
    winAmount: amount,
    currency: CURRENCY,
    jackpot: true,
  });
}
