import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import {
  CURRENCY,
  SeamlessAnswer,
  type SeamlessAuthenticate,
  type SeamlessBalance,
  type SeamlessBet,
  type SeamlessJackpot,
  type SeamlessRollback,
  type SeamlessWin,
} from '../../../contract/wallet/schemas';
import { trialAccountType } from '../../../contract/common';
import { ErrorCode } from '../../../contract/errors';
import type { Db, Executor, Tx } from '../../db/client';
import {
  accounts,
  bets,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  seamlessTransactions,
} from '../../db/schema';
import {
  balanceOf,
  houseAccount,
  houseShardCode,
  houseShardOf,
  mainWallet,
  postTransaction,
  vendorWallet,
} from '../../core/money/ledger';
import { isSingleWallet } from './wallet-mode';
import { AppError } from '../../core/context/errors';
import { hashOpaqueToken } from '../../core/sessions/opaque-token';
import { audit } from '../../core/context/audit';
import { liveTokenAccount } from './launch-tokens';
import { isJackpotGame } from '../../../contract/jackpot/schemas';
import { payJackpot } from '../jackpot';
import { callSeamlessBet, callSeamlessWin, claimTransaction, lockBetId, type Claim } from './seamless.sql';

/**
 * The operator side of the seamless-wallet protocol (design section 6). Every money call runs in
 * one database transaction that claims the provider's transaction id first: a replay (same id,
 * same body) returns the answer stored the first time, a different body under that id is
 * DUPLICATE_TRANSACTION, and a concurrent duplicate waits for the first to commit. Refusals
 * throw AppError and roll everything back, so a refused call leaves no trace and may be retried.
 * The request's nonce (when the call came signed over HTTP) is written by the same statement
 * that claims the id, so it commits, or rolls back, with the call (decision 047). Bet and win,
 * the hot calls, are one SQL function each (server/db/functions/seamless_bet.sql and
 * seamless_win.sql, decision 062): the same steps, in one round trip; rollback, rare, stays here.
 */

const answer = (playerId: number, balance: bigint, transactionId?: string): SeamlessAnswer => ({
  status: 'OK',
  playerId: String(playerId),
  currency: CURRENCY,
  balance: balance.toString(),
  ...(transactionId === undefined ? {} : { transactionId }),
});

/** A real, active member the provider names by id. */
async function knownPlayer(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .select({ type: accounts.type, status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!row || row.status !== 'active' || row.type === trialAccountType)
    throw new AppError('NOT_FOUND', `no player ${id}`);
}

/**
 * The account id a playerId names. The protocol allows up to 19 digits, but no account id is
 * above Number.MAX_SAFE_INTEGER: a larger one is an unknown player, never rounded to a nearby id
 * nor sent to PostgreSQL, where it overflows bigint (a 500).
 */
export function accountIdOf(playerId: string): number {
  const id = Number(playerId);
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND', `no player ${playerId}`);
  return id;
}

async function player(db: Executor, playerId: string): Promise<number> {
  const id = accountIdOf(playerId);
  await knownPlayer(db, id);
  return id;
}

/** The wallet games play from: member_main in single-wallet mode, else the vendor's wallet. */
export async function playWallet(db: Executor, accountId: number, vendor: string): Promise<number> {
  return (await isSingleWallet(db)) ? mainWallet(db, accountId) : vendorWallet(db, accountId, vendor);
}

const requestHash = (kind: string, fields: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify([kind, fields], (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex');

const ledgerKey = (vendor: string, transactionId: string) => `seamless:${vendor}:${transactionId}`;

/** The answer stored under a provider id already used; undefined when the id is unused. */
async function storedAnswer(tx: Tx, c: Claim): Promise<SeamlessAnswer | undefined> {
  const [row] = await tx
    .select({ requestHash: seamlessTransactions.requestHash, response: seamlessTransactions.response })
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.vendorCode, c.vendor),
        eq(seamlessTransactions.transactionId, c.transactionId),
      ),
    );
  if (!row) return undefined;
  if (row.requestHash !== c.hash)
    throw new AppError('DUPLICATE_TRANSACTION', `transaction ${c.transactionId} was sent with another body`);
  const stored = row.response as Record<string, unknown>;
  if (stored.balance !== undefined) return SeamlessAnswer.parse(stored);
  // A bet's answer: the balance is its wallet entry's balance_after (a member account's entry).
  const [entry] = await tx
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId), like(ledgerAccounts.kind, 'member%')),
    )
    .where(eq(ledgerTransactions.idempotencyKey, ledgerKey(c.vendor, c.transactionId)));
  if (!entry) throw new Error(`seamless transaction ${c.transactionId} has no ledger entry`);
  return SeamlessAnswer.parse({ ...stored, balance: entry.balanceAfter.toString() });
}

async function remember(tx: Tx, c: Claim, result: SeamlessAnswer, ledgerTxId: number | null, ref?: string) {
  await tx
    .update(seamlessTransactions)
    .set({
      response: result,
      ledgerTransactionId: ledgerTxId,
      ...(ref === undefined ? {} : { referenceTransactionId: ref }),
    })
    .where(
      and(
        eq(seamlessTransactions.vendorCode, c.vendor),
        eq(seamlessTransactions.transactionId, c.transactionId),
      ),
    );
  return result;
}

/**
 * The first statement of every money call: the request's nonce, and the provider id claimed for
 * a real, active member, in one round trip. Resolves to the stored answer of a replay; throws
 * STALE_REQUEST for a nonce seen within the window and NOT_FOUND for no such player.
 */
async function claimFresh(tx: Tx, c: Claim): Promise<SeamlessAnswer | undefined> {
  const row = await claimTransaction(tx, c, trialAccountType);
  if (!row.fresh) throw new AppError('STALE_REQUEST', 'X-Nonce was used in the last 5 minutes');
  if (row.claimed) return undefined;
  // No row: the id was used (a replay: the statement waited for its first use to commit), or
  // there is no such player.
  const replay = await storedAnswer(tx, c);
  if (replay) return replay;
  throw new AppError('NOT_FOUND', `no player ${c.accountId}`);
}

/** The claim of a call that names another call (`reference`: a rollback's or a jackpot's bet). */
function claimOf(
  vendor: string,
  kind: 'rollback' | 'jackpot',
  body: { playerId: string; transactionId: string },
  reference: string,
  nonce: string | undefined,
): Claim {
  const hash = requestHash(kind, body);
  return {
    vendor,
    transactionId: body.transactionId,
    kind,
    accountId: accountIdOf(body.playerId),
    hash,
    nonce,
    reference,
  };
}

/** `work` in the call's one transaction, after its claim; a replay gets the first answer instead. */
function inClaim(db: Db, c: Claim, work: (tx: Tx) => Promise<SeamlessAnswer>): Promise<SeamlessAnswer> {
  return db.transaction(async (tx) => (await claimFresh(tx, c)) ?? work(tx));
}

export async function authenticate(
  db: Db,
  vendor: string,
  body: SeamlessAuthenticate,
): Promise<SeamlessAnswer> {
  const accountId = await liveTokenAccount(db, body.token, vendor);
  if (accountId === undefined) throw new AppError('INVALID_TOKEN', 'unknown or expired launch token');
  await player(db, String(accountId));
  return answer(accountId, await balanceOf(db, await playWallet(db, accountId, vendor)));
}

export async function balance(db: Db, vendor: string, body: SeamlessBalance): Promise<SeamlessAnswer> {
  const accountId = await player(db, body.playerId);
  return answer(accountId, await balanceOf(db, await playWallet(db, accountId, vendor)));
}

/**
 * The SQLSTATE the seamless functions refuse a call with (server/db/functions/seamless_claim.sql,
 * decision 062).
 */
const REFUSED = 'SW001';

/**
 * One call of a seamless SQL function (decision 062): one prepared statement, one round trip,
 * autocommitted. A refusal comes back as the error code the function raised (its message) and
 * the reason (its DETAIL); the raise rolled back everything the call wrote, nonce included.
 */
async function callFunction(call: Promise<SeamlessAnswer>): Promise<SeamlessAnswer> {
  try {
    return await call;
  } catch (err) {
    throw refusalOf(err);
  }
}

function refusalOf(err: unknown): unknown {
  const e = err as { code?: unknown; message?: unknown; detail?: unknown };
  if (e.code !== REFUSED) return err;
  const code = ErrorCode.safeParse(e.message);
  if (!code.success) return err;
  const detail = typeof e.detail === 'string' ? e.detail : code.data;
  if (code.data === 'WIN_LIMIT_EXCEEDED') return new WinRefused(JSON.parse(detail) as Record<string, string>);
  return new AppError(code.data, detail);
}

/**
 * Debit the player's wallet, credit the house; needs a live launch token of this player. The
 * hottest call: one statement (server/db/functions/seamless_bet.sql) claims the id and the nonce, checks
 * the token, the tombstone and the funds, and writes the bets row, the ledger pair and the answer.
 */
export async function bet(
  db: Db,
  vendor: string,
  body: SeamlessBet,
  nonce?: string,
): Promise<SeamlessAnswer> {
  const accountId = accountIdOf(body.playerId);
  const { token, ...fields } = body;
  return callFunction(
    callSeamlessBet(db, {
      vendor,
      transactionId: body.transactionId,
      accountId,
      hash: requestHash('bet', fields),
      nonce: nonce ?? null,
      trialAccountType,
      tokenHash: hashOpaqueToken(token),
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount: body.amount,
      currency: CURRENCY,
      houseShard: houseShardCode(houseShardOf(accountId)),
    }),
  );
}

/**
 * The most a provider may credit on one bet (all its wins together): `multiple` times the bet,
 * and never more than `perRound` minor units. The defaults (config.ts) are the house games'
 * real top payout (the slot's 300x) and 300x the largest house stake.
 */
export type WinLimits = { multiple: number; perRound: bigint };

/** The most the wins of a bet of `bet` may add up to. */
export const winCeiling = (bet: bigint, limits: WinLimits) => {
  const byBet = bet * BigInt(limits.multiple);
  return byBet < limits.perRound ? byBet : limits.perRound;
};

/** A win beyond its ceiling: refused, and recorded for the operator after the rollback. */
class WinRefused extends AppError {
  constructor(readonly alert: Record<string, string>) {
    super('WIN_LIMIT_EXCEEDED', `win of ${alert.total} on a bet of ${alert.bet} exceeds ${alert.ceiling}`);
  }
}

/**
 * Credit a win to the wallet its bet came from; the bet must exist and not be rolled back, and
 * its wins stay within `limits` (else WIN_LIMIT_EXCEEDED, nothing credited, and an
 * operator_audit row `seamless.win_refused` for the operator to look into).
 */
export async function win(
  db: Db,
  vendor: string,
  body: SeamlessWin,
  limits: WinLimits,
  nonce?: string,
): Promise<SeamlessAnswer> {
  try {
    return await creditWin(db, vendor, body, limits, nonce);
  } catch (err) {
    if (err instanceof WinRefused)
      await audit(db, 'system:seamless', 'seamless.win_refused', `${vendor}:${err.alert.betTransactionId}`, {
        ...err.alert,
        winTransactionId: body.transactionId,
      });
    throw err;
  }
}

/**
 * One statement (server/db/functions/seamless_win.sql): the claim, the bet row-locked (then the round's
 * advisory lock, for a win above 0), the win limits, the ledger pair, a big win's board row, the
 * bet settled and the answer stored.
 */
function creditWin(
  db: Db,
  vendor: string,
  body: SeamlessWin,
  limits: WinLimits,
  nonce?: string,
): Promise<SeamlessAnswer> {
  const accountId = accountIdOf(body.playerId);
  return callFunction(
    callSeamlessWin(db, {
      vendor,
      transactionId: body.transactionId,
      accountId,
      hash: requestHash('win', body),
      nonce: nonce ?? null,
      trialAccountType,
      betTransactionId: body.betTransactionId ?? null,
      roundId: body.roundId ?? null,
      amount: body.amount,
      validBet: body.validBet ?? null,
      multiple: limits.multiple,
      perRound: limits.perRound,
      bigWinMin: BIG_WIN_MIN,
      currency: CURRENCY,
      houseShard: houseShardCode(houseShardOf(accountId)),
    }),
  );
}

/**
 * Reverse a bet, at most once. A rollback of a bet not seen yet is stored (its claim row is the
 * tombstone) and answered OK, and the late bet is then refused. A bet with a win is not rolled back.
 */
export async function rollback(
  db: Db,
  vendor: string,
  body: SeamlessRollback,
  nonce?: string,
): Promise<SeamlessAnswer> {
  const c = claimOf(vendor, 'rollback', body, body.referenceTransactionId, nonce);
  const { accountId } = c;
  return inClaim(db, c, async (tx) => {
    await lockBetId(tx, vendor, body.referenceTransactionId);
    const [b] = await tx
      .select({
        id: bets.id,
        accountId: bets.accountId,
        ledgerAccountId: bets.ledgerAccountId,
        betAmount: bets.betAmount,
        status: bets.status,
        betTransactionId: bets.betTransactionId,
      })
      .from(bets)
      .where(and(eq(bets.vendorCode, vendor), eq(bets.betTransactionId, body.referenceTransactionId)))
      .for('update');
    if (!b) {
      const wallet = await playWallet(tx, accountId, vendor);
      return remember(tx, c, answer(accountId, await balanceOf(tx, wallet), body.transactionId), null);
    }
    if (b.accountId !== accountId) throw new AppError('BET_NOT_FOUND', 'not a bet of this player');
    if (b.status === 'rolled_back')
      throw new AppError('ALREADY_ROLLED_BACK', 'the bet was rolled back already');
    if (b.status === 'settled')
      throw new AppError('BET_SETTLED', 'the bet has a win; it cannot be rolled back');

    const amount = b.betAmount;
    const house = await houseAccount(tx, houseShardOf(b.accountId));
    const posted = await postTransaction(tx, {
      kind: 'seamless_rollback',
      idempotencyKey: ledgerKey(vendor, body.transactionId),
      memo: { vendor, betTransactionId: b.betTransactionId },
      entries: [
        { ledgerAccountId: house, amount: -amount, system: true },
        { ledgerAccountId: b.ledgerAccountId, amount, system: false },
      ],
    });
    await tx
      .update(bets)
      .set({ status: 'rolled_back', updatedAt: sql`now()` })
      .where(eq(bets.id, b.id));
    return remember(
      tx,
      c,
      answer(accountId, posted.entries[1]!.balanceAfter, body.transactionId),
      posted.transactionId,
    );
  });
}

/**
 * A column of the bet's catalogue game (the first of its vendor and code), in a select from bets.
 * Written out with its own alias: drizzle leaves the columns of a one-table select unqualified,
 * and inside the subquery those would name the game's own.
 */
const gameOfBet = (column: 'game_type' | 'classify') =>
  sql<string | null>`(SELECT g.${sql.raw(column)} FROM games g
    WHERE g.vendor_code = bets.vendor_code AND g.game_code = bets.game_code
    ORDER BY g.id LIMIT 1)`;

/**
 * The progressive jackpot drawn by a settled bet's round (decision 061): the pool, whatever it
 * holds, to the wallet the bet came from, once per bet, in the call's transaction with its claim.
 * A separate call after the win, so the bet and win calls stay as fast as they were. The bet
 * must be this player's, settled, on a jackpot game (else WRONG_STATE / BET_NOT_FOUND).
 */
export async function jackpot(
  db: Db,
  vendor: string,
  body: SeamlessJackpot,
  nonce?: string,
): Promise<SeamlessAnswer> {
  const c = claimOf(vendor, 'jackpot', body, body.betTransactionId, nonce);
  const { accountId } = c;
  return inClaim(db, c, async (tx) => {
    const [b] = await tx
      .select({
        id: bets.id,
        ledgerAccountId: bets.ledgerAccountId,
        status: bets.status,
        gameCode: bets.gameCode,
        gameType: gameOfBet('game_type'),
        classify: gameOfBet('classify'),
      })
      .from(bets)
      .where(
        and(
          eq(bets.vendorCode, vendor),
          eq(bets.betTransactionId, body.betTransactionId),
          eq(bets.accountId, accountId),
        ),
      )
      .for('update', { of: bets });
    if (!b) throw new AppError('BET_NOT_FOUND', 'a jackpot needs its bet');
    if (b.status !== 'settled') throw new AppError('WRONG_STATE', 'the jackpot follows the settled bet');
    if (!b.gameType || !isJackpotGame({ gameType: b.gameType, classify: b.classify }))
      throw new AppError('WRONG_STATE', `game ${b.gameCode} is not a jackpot game`);
    const paid = await payJackpot(tx, {
      betId: b.id,
      accountId,
      walletId: b.ledgerAccountId,
      vendorCode: vendor,
      gameCode: b.gameCode,
      fairness: { serverSeedHash: body.serverSeedHash, clientSeed: body.clientSeed, nonce: body.nonce },
    });
    const result = {
      ...answer(accountId, paid.balanceAfter, body.transactionId),
      amount: paid.amount.toString(),
    };
    return remember(tx, c, result, paid.transactionId, body.betTransactionId);
  });
}

/** A win from this amount (minor units), more than its stake, goes on the lobby's winner board. */
export const BIG_WIN_MIN = 200_000n;

/** Best effort, for refusals: the player's current balance, when the player can be named. */
export async function balanceForRefusal(
  db: Db,
  vendor: string,
  playerId: unknown,
): Promise<{ playerId: string; currency: string; balance: string } | undefined> {
  if (typeof playerId !== 'string' || !/^[1-9][0-9]{0,15}$/.test(playerId)) return undefined;
  try {
    const accountId = await player(db, playerId);
    const bal = await balanceOf(db, await playWallet(db, accountId, vendor));
    return { playerId, currency: CURRENCY, balance: bal.toString() };
  } catch {
    return undefined;
  }
}
