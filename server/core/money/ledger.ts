import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/wallet/schemas';
import type { Executor, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { AppError } from '../context/errors';
import { lockLedgerAccounts, postLedgerEntry, postLedgerPair } from './ledger.sql';

/** New members' wallets are in the site's currency. */
export const MEMBER_CURRENCY = 'VND';

/** The other side of every movement; these may go below zero (see the ledger_accounts check). */
export const SYSTEM_KINDS = ['house', 'cash_in', 'cash_out', 'bonus', 'commission'] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];
const systemKinds = new Set<string>(SYSTEM_KINDS);

export type LedgerEntryInput = {
  ledgerAccountId: number;
  amount: bigint;
  /** Whether the account is a system account (house, cash_in, ...): saves a read when given. */
  system?: boolean;
};
export type PostedEntry = { ledgerAccountId: number; amount: bigint; balanceAfter: bigint };
export type PostedTransaction = {
  transactionId: number;
  /** True when the idempotency key was already used: nothing changed, the original is returned. */
  replayed: boolean;
  entries: PostedEntry[];
};

/**
 * Post one balanced ledger transaction inside the caller's database transaction.
 *
 * - Entries must be two or more, non-zero, and sum to zero (else an Error: a programming fault).
 * - The idempotency key is claimed first (`ON CONFLICT DO NOTHING`: a concurrent poster of the
 *   same key waits for the first to commit, then finds its row). A replay returns the original
 *   entries with their balance_after and changes nothing; a replay with other entries is
 *   DUPLICATE_TRANSACTION.
 * - Balances change by conditional UPDATEs: a member wallet that would go below zero fails the
 *   condition and the call throws INSUFFICIENT_FUNDS (the caller's transaction must then roll
 *   back, which `db.transaction` does when the error propagates).
 * - Rows are locked in one global order, member wallets first then system accounts, each by id,
 *   so two postings never deadlock and the shared house row is held for the shortest time. A
 *   wrong `system` hint changes only that order, never the non-negative rule (checked by kind).
 */
export async function postTransaction(
  tx: Tx,
  input: { kind: string; idempotencyKey: string; memo?: unknown; entries: readonly LedgerEntryInput[] },
): Promise<PostedTransaction> {
  assertBalanced(input.entries);
  const memo = input.memo === undefined ? null : JSON.stringify(input.memo);
  const pair = hintedPair(input.entries);
  // The common pair claims its key in the same statement as its two entries (one round trip).
  if (pair) return (await postPair(tx, input, memo, pair)) ?? replayOf(tx, input);

  const [claimed] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      memo: memo === null ? null : sql`${memo}::jsonb`,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!claimed) return replayOf(tx, input);
  const transactionId = claimed.id;

  // Lock order: member wallets first, then system accounts, each by id. Callers may say which
  // entries are system accounts (`system`); otherwise one read finds out.
  let isSystem: (e: LedgerEntryInput) => boolean = (e) => e.system === true;
  if (input.entries.some((e) => e.system === undefined)) {
    const ids = [...new Set(input.entries.map((e) => e.ledgerAccountId))];
    const kinds = await tx
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids));
    const kindOf = new Map(kinds.map((r) => [r.id, r.kind]));
    for (const id of ids) if (!kindOf.has(id)) throw new Error(`ledger account ${id} does not exist`);
    isSystem = (e) => systemKinds.has(kindOf.get(e.ledgerAccountId)!);
  }
  const rank = (e: LedgerEntryInput) => (isSystem(e) ? 1 : 0);
  const ordered = input.entries
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => rank(a) - rank(b) || a.ledgerAccountId - b.ledgerAccountId);

  // One statement per entry: the conditional UPDATE (the row lock is taken here) and its entry
  // with the balance after, so the time a hot wallet stays locked is as short as it can be.
  const posted: PostedEntry[] = new Array<PostedEntry>(input.entries.length);
  for (const e of ordered) {
    const balanceAfter = await postLedgerEntry(tx, transactionId, e.ledgerAccountId, e.amount);
    if (balanceAfter === undefined) return refuseEntry(tx, e.ledgerAccountId);
    posted[e.i] = { ledgerAccountId: e.ledgerAccountId, amount: e.amount, balanceAfter };
  }
  return { transactionId, replayed: false, entries: posted };
}

/**
 * Lock accounts ahead of postings, in the order postTransaction takes them (member-owned and other
 * non-system accounts first, then system accounts, each by id). One posting keeps that order by
 * itself; a database transaction that posts more than once does not: a draw's ticket debit takes
 * the ticket issuer (a system row) before its prize's points wallet (a member row), a redemption
 * the points issuer before its tickets, and two of them wait on each other (decision 091). Such a
 * transaction locks every account it will post to here first: the member rows in one call, the
 * system rows (the hot shared ones, held for the shortest time) in a later one, before its first
 * posting. A row already held is granted at once. Answers the rows' balances as locked, so a
 * caller that debits what is there reads exactly what it will debit.
 */
export async function lockAccounts(
  tx: Tx,
  ids: readonly number[],
): Promise<{ id: number; balance: bigint }[]> {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error('bad ledger account id');
  return ids.length > 0 ? lockLedgerAccounts(tx, ids) : [];
}

/**
 * The key was used already: the original, if it posted the same entries (else
 * DUPLICATE_TRANSACTION). A concurrent poster of the key waited for the first to commit.
 */
async function replayOf(
  tx: Tx,
  input: { idempotencyKey: string; entries: readonly LedgerEntryInput[] },
): Promise<PostedTransaction> {
  const original = await findPosted(tx, input.idempotencyKey);
  if (!original) throw new Error(`ledger transaction ${input.idempotencyKey} vanished after a conflict`);
  if (!sameEntries(original.entries, input.entries)) {
    throw new AppError('DUPLICATE_TRANSACTION', 'idempotency key reused with different entries');
  }
  // In the caller's order, so entries[i] means the same account as on the first call.
  const pool = [...original.entries];
  const entries = input.entries.map((e) => {
    const i = pool.findIndex((p) => p.ledgerAccountId === e.ledgerAccountId && p.amount === e.amount);
    return pool.splice(i, 1)[0]!;
  });
  return { ...original, entries };
}

/** A posted transaction by its idempotency key, entries in the order they were written. */
export async function findPosted(
  db: Executor,
  idempotencyKey: string,
): Promise<PostedTransaction | undefined> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      ledgerAccountId: ledgerEntries.ledgerAccountId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
    .orderBy(asc(ledgerEntries.id));
  const first = rows[0];
  if (!first) return undefined;
  return {
    transactionId: first.transactionId,
    replayed: true,
    entries: rows.map(({ ledgerAccountId, amount, balanceAfter }) => ({
      ledgerAccountId,
      amount,
      balanceAfter,
    })),
  };
}

/**
 * The common shape: two entries on two accounts whose kinds the caller gave (a bet, a win, a
 * deposit: a member and a system account; a grant: a budget shard and a wallet), in the general
 * lock order: member-owned accounts first, then system accounts, each by id.
 */
function hintedPair(entries: readonly LedgerEntryInput[]) {
  if (entries.length !== 2) return undefined;
  const [a, b] = entries as [LedgerEntryInput, LedgerEntryInput];
  if (a.system === undefined || b.system === undefined || a.ledgerAccountId === b.ledgerAccountId)
    return undefined;
  const rank = (e: LedgerEntryInput) => (e.system ? 1 : 0);
  const aFirst = rank(a) - rank(b) || a.ledgerAccountId - b.ledgerAccountId;
  return aFirst < 0 ? { first: a, second: b } : { first: b, second: a };
}

/**
 * The common pair in one statement (postLedgerPair, ledger.sql.ts). Undefined when the key was
 * taken (nothing else was written: the caller replays).
 */
async function postPair(
  tx: Tx,
  input: { kind: string; idempotencyKey: string; entries: readonly LedgerEntryInput[] },
  memo: string | null,
  { first: member, second: system }: { first: LedgerEntryInput; second: LedgerEntryInput },
): Promise<PostedTransaction | undefined> {
  const row = await postLedgerPair(
    tx,
    { kind: input.kind, idempotencyKey: input.idempotencyKey, memo },
    member,
    system,
  );
  if (row.txId === null) return undefined;
  const { memberAfter, systemAfter } = row;
  if (memberAfter === null) return refuseEntry(tx, member.ledgerAccountId);
  if (systemAfter === null) return refuseEntry(tx, system.ledgerAccountId);
  return {
    transactionId: row.txId,
    replayed: false,
    entries: input.entries.map((e) => ({
      ledgerAccountId: e.ledgerAccountId,
      amount: e.amount,
      balanceAfter: e === member ? memberAfter : systemAfter,
    })),
  };
}

/** A conditional debit failed: INSUFFICIENT_FUNDS, or an Error when the account does not exist. */
async function refuseEntry(tx: Tx, ledgerAccountId: number): Promise<never> {
  const [exists] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, ledgerAccountId));
  if (!exists) throw new Error(`ledger account ${ledgerAccountId} does not exist`);
  throw new AppError('INSUFFICIENT_FUNDS', `ledger account ${ledgerAccountId} lacks funds`);
}

function assertBalanced(entries: readonly LedgerEntryInput[]) {
  if (entries.length < 2) throw new Error('a ledger transaction needs two or more entries');
  let sum = 0n;
  for (const e of entries) {
    if (typeof e.amount !== 'bigint' || e.amount === 0n)
      throw new Error('ledger amounts are non-zero bigints');
    if (!Number.isSafeInteger(e.ledgerAccountId)) throw new Error('bad ledger account id');
    sum += e.amount;
  }
  if (sum !== 0n) throw new Error(`ledger entries do not balance (sum ${sum})`);
}

function sameEntries(a: readonly LedgerEntryInput[], b: readonly LedgerEntryInput[]) {
  const key = (es: readonly LedgerEntryInput[]) =>
    es
      .map((e) => `${e.ledgerAccountId}:${e.amount}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

// ---------------------------------------------------------------------------------------------
// Wallets: found or opened on first use. The unique (kind, owner, vendor, currency) key makes
// opening race-free: concurrent openers all end with the one row.
// ---------------------------------------------------------------------------------------------

export type WalletKind = 'member_main' | 'member_vendor';

async function findOrOpen(
  db: Executor,
  kind: string,
  ownerId: number | null,
  vendorCode: string,
  currency: string,
): Promise<number> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
    eq(ledgerAccounts.vendorCode, vendorCode),
    eq(ledgerAccounts.currency, currency),
  );
  const find = () => db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  const [found] = await find();
  if (found) return found.id;
  await db
    .insert(ledgerAccounts)
    .values({ kind, ownerId, vendorCode, currency })
    // The unique (kind, owner, vendor_code, currency) key, nulls not distinct: one row whoever wins.
    .onConflictDoNothing();
  const [again] = await find();
  if (!again) throw new Error(`could not open ledger account ${kind}/${ownerId}/${vendorCode}`);
  return again.id;
}

/** The member's main wallet (member_main), opened if missing. */
export const mainWallet = (db: Executor, accountId: number, currency = CURRENCY) =>
  findOrOpen(db, 'member_main', accountId, '', currency);

/**
 * The id of the member's main wallet as a SQL expression (NULL when not opened yet), so a caller
 * can read it in a statement it runs anyway; `mainWallet` opens a missing one.
 */
export const mainWalletIdSql = (
  accountId: SQL,
  currency = CURRENCY,
) => sql`(SELECT w.id FROM ledger_accounts w
  WHERE w.kind = 'member_main' AND w.owner_id = ${accountId} AND w.vendor_code = '' AND w.currency = ${currency})`;

/** The member's wallet at a vendor (member_vendor, transfer mode), opened if missing. */
export const vendorWallet = (db: Executor, accountId: number, vendorCode: string, currency = CURRENCY) =>
  findOrOpen(db, 'member_vendor', accountId, vendorCode, currency);

/**
 * The member's points (decision 049): kind member_points in currency PTS, a member-owned account,
 * so the same conditional debit keeps it from going below zero.
 */
export const POINTS_CURRENCY = 'PTS';
export const pointsWallet = (db: Executor, accountId: number) =>
  findOrOpen(db, 'member_points', accountId, '', POINTS_CURRENCY);

/**
 * A member's tickets of a prize game (decision 056): kind member_tickets in the game's ticket
 * currency (TKW, TKE), member-owned, so the same conditional debit keeps it from going below zero.
 */
export const ticketWallet = (db: Executor, accountId: number, currency: string) =>
  findOrOpen(db, 'member_tickets', accountId, '', currency);

/** A system account (house, cash_in, ...) of a currency, opened if missing. */
export const systemAccount = (db: Executor, kind: SystemKind, currency = CURRENCY) =>
  findOrOpen(db, kind, null, '', currency);

/**
 * The house side of game money is split over HOUSE_SHARDS sub-accounts (ADR 012): every bet
 * and win used to update one `house` row, which serialised all rounds on its row lock. Shard 0
 * is the original row (vendor_code ''); shard k > 0 is kind 'house' with vendor_code `#k`, so
 * the unique (kind, owner, vendor_code, currency) key makes each one exist once and opening one
 * race-free. The house's position is the sum over kind 'house'. Callers shard by the player,
 * whose wallet row already orders that player's rounds, so a shard adds no waiting of its own.
 */
export const HOUSE_SHARDS = 16;
export const houseShardOf = (playerId: number) => ((playerId % HOUSE_SHARDS) + HOUSE_SHARDS) % HOUSE_SHARDS;
export const houseShardCode = (shard: number) => (shard === 0 ? '' : `#${shard}`);

/** The house sub-account of a shard, opened if missing. */
export const houseAccount = (db: Executor, shard: number, currency = CURRENCY) =>
  findOrOpen(db, 'house', null, houseShardCode(shard), currency);

/**
 * A reward campaign's budget (decision 032): kind campaign_budget, not a system kind, so the same
 * conditional debit that keeps wallets non-negative refuses a grant the budget cannot pay. The
 * budget is split over shards (decision 053): shard 0 is vendor_code `c<id>`, shard k > 0 is
 * `c<id>#k`, so the unique key makes each one exist once, as the house shards do.
 */
export const campaignBudgetAccount = (db: Executor, campaignId: number, shard = 0, currency = CURRENCY) =>
  findOrOpen(
    db,
    'campaign_budget',
    null,
    shard === 0 ? `c${campaignId}` : `c${campaignId}#${shard}`,
    currency,
  );

/**
 * The progressive jackpot's pool (decision 061): kind jackpot_pool, owner null, not a system
 * kind, so the conditional debit that keeps wallets non-negative keeps the pool from paying
 * more than it holds.
 */
export const jackpotPoolAccount = (db: Executor, currency = CURRENCY) =>
  findOrOpen(db, 'jackpot_pool', null, '', currency);

/** A ledger account's balance (0n when it does not exist). */
export async function balanceOf(db: Executor, ledgerAccountId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, ledgerAccountId));
  return row?.balance ?? 0n;
}
