import { and, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/wallet/schemas';
import type { Tx } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { lockAccounts, mainWallet, type LedgerEntryInput } from '../../core/money/ledger';

/** A ledger account and its balance, read under its row lock. */
export type Locked = { id: number; balance: bigint };

/**
 * Where a member may hold bonus money: the main wallet and each game (transfer-mode vendor)
 * wallet, locked, so what is read here is what a take-back debits.
 */
export type BonusMoney = { main: Locked; games: Locked[]; held: bigint };

/**
 * The member's wallets and the campaign's budget shard `shard`, locked together in the ledger's
 * order (non-system accounts by id): a bet, a transfer or a grant of the same member at the same
 * time waits or is waited for, and cannot move the money between the read and the debit.
 */
export async function lockBonusMoney(tx: Tx, accountId: number, shard: number): Promise<BonusMoney> {
  const main = await mainWallet(tx, accountId);
  const games = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'member_vendor'),
        eq(ledgerAccounts.ownerId, accountId),
        eq(ledgerAccounts.currency, CURRENCY),
      ),
    );
  const locked = await lockAccounts(tx, [main, shard, ...games.map((g) => g.id)]);
  const mine = locked.filter((x) => x.id !== shard);
  return {
    main: mine.find((x) => x.id === main)!,
    games: mine.filter((x) => x.id !== main),
    held: mine.reduce((sum, x) => sum + x.balance, 0n),
  };
}

/** What goes back of a bonus (decisions 032, 069): its amount, or all the member holds if less. */
export const backOf = (amount: bigint, money: BonusMoney) => (money.held < amount ? money.held : amount);

/**
 * The entries that move `back` to the budget shard: from the main wallet first, then from the
 * game wallets in id order, each for at most what it holds.
 */
export function takeBackEntries(money: BonusMoney, back: bigint, shard: number): LedgerEntryInput[] {
  const entries: LedgerEntryInput[] = [];
  let rest = back;
  for (const w of [money.main, ...money.games]) {
    const part = w.balance < rest ? w.balance : rest;
    if (part > 0n) entries.push({ ledgerAccountId: w.id, amount: -part, system: false });
    rest -= part;
  }
  if (rest > 0n) throw new Error(`take-back of ${back}: the member holds ${money.held}`);
  entries.push({ ledgerAccountId: shard, amount: back, system: false });
  return entries;
}
