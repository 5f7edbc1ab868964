import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CURRENCY,
  SEAMLESS_NONCE_TTL_MS,
  SeamlessAnswer,
  type SeamlessAuthenticate,
  type SeamlessBalance,
  type SeamlessBet,
  type SeamlessJackpot,
  type SeamlessRollback,
  type SeamlessWin,
} from '../../../contract/wallet';
import { trialAccountType } from '../../../contract/common';
import type { Db, Executor, Tx } from '../../db/client';
import {
  balanceOf,
  houseAccount,
  houseShardCode,
  houseShardOf,
  mainWallet,
  postTransaction,
  vendorWallet,
} from '../../lib/ledger';
import { isSingleWallet, WALLET_MODE_KEY } from './wallet-mode';
import { AppError } from '../../lib/errors';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { maskName } from '../../db/seed/winners';
import { audit } from '../../lib/audit';
import { liveTokenAccount, liveTokenSql } from './launch-tokens';
import { isJackpotGame } from '../../../contract/jackpot';
import { payJackpot } from '../jackpot';

/**
 * The operator side of the seamless-wallet protocol (design section 6). Every money call runs in
 * one database transaction that claims the provider's transaction id first: a replay (same id,
 * same body) returns the answer stored the first time, a different body under that id is
 * DUPLICATE_TRANSACTION, and a concurrent duplicate waits for the first to commit. Refusals
 * throw AppError and roll everything back, so a refused call leaves no trace and may be retried.
 * The request's nonce (when the call came signed over HTTP) is written by the same statement
 * that claims the id, so it commits, or rolls back, with the call (decision 047).
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
  const r = await db.execute<{ type: number; status: string }>(
    sql`SELECT type, status FROM accounts WHERE id = ${id}`,
  );
  const row = r.rows[0];
  if (!row || row.status !== 'active' || Number(row.type) === trialAccountType)
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

type Claim = { vendor: string; transactionId: string; kind: string; accountId: number; hash: string };

/** The answer stored under a provider id already used; undefined when the id is unused. */
async function storedAnswer(tx: Tx, c: Claim): Promise<SeamlessAnswer | undefined> {
  const r = await tx.execute<{ request_hash: string; response: unknown }>(sql`
    SELECT request_hash, response FROM seamless_transactions
    WHERE vendor_code = ${c.vendor} AND transaction_id = ${c.transactionId}`);
  const row = r.rows[0];
  if (!row) return undefined;
  if (row.request_hash !== c.hash)
    throw new AppError('DUPLICATE_TRANSACTION', `transaction ${c.transactionId} was sent with another body`);
  const stored = row.response as Record<string, unknown>;
  if (stored.balance !== undefined) return SeamlessAnswer.parse(stored);
  // A bet's answer: the balance is its wallet entry's balance_after (a member account's entry).
  const entry = await tx.execute<{ balance_after: string }>(sql`
    SELECT e.balance_after FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.ledger_account_id AND a.kind LIKE 'member%'
    WHERE t.idempotency_key = ${ledgerKey(c.vendor, c.transactionId)}`);
  if (!entry.rows[0]) throw new Error(`seamless transaction ${c.transactionId} has no ledger entry`);
  return SeamlessAnswer.parse({ ...stored, balance: entry.rows[0].balance_after });
}

async function remember(tx: Tx, c: Claim, result: SeamlessAnswer, ledgerTxId: number | null, ref?: string) {
  await tx.execute(sql`
    UPDATE seamless_transactions
    SET response = ${JSON.stringify(result)}::jsonb, ledger_transaction_id = ${ledgerTxId},
        reference_transaction_id = COALESCE(${ref ?? null}, reference_transaction_id)
    WHERE vendor_code = ${c.vendor} AND transaction_id = ${c.transactionId}`);
  return result;
}

type Fresh = {
  /** The request's nonce: first use within the window (always true without one). */
  nonce?: string;
  /** The bet a win or rollback refers to. */
  reference: string | null;
  /** An advisory lock key taken when the id is claimed (the bet's, ordering it with rollbacks). */
  lock?: string;
};

/**
 * The first statement of every money call: the request's nonce, and the provider id claimed for
 * a real, active member, in one round trip. Resolves to the stored answer of a replay; throws
 * STALE_REQUEST for a nonce seen within the window and NOT_FOUND for no such player.
 */
async function claimFresh(tx: Tx, c: Claim, f: Fresh): Promise<SeamlessAnswer | undefined> {
  const ttl = `${SEAMLESS_NONCE_TTL_MS} milliseconds`;
  const nonce =
    f.nonce === undefined
      ? sql`SELECT 1 AS first`
      : sql`INSERT INTO seamless_nonces (vendor_code, nonce) VALUES (${c.vendor}, ${f.nonce})
            ON CONFLICT (vendor_code, nonce) DO UPDATE SET seen_at = now()
              WHERE seamless_nonces.seen_at < now() - ${ttl}::interval
            RETURNING 1 AS first`;
  const locked = f.lock === undefined ? sql`1` : sql`pg_advisory_xact_lock(hashtextextended(${f.lock}, 0))`;
  const r = await tx.execute<{ fresh: boolean; claimed: boolean }>(sql`
    WITH n AS (${nonce}),
    c AS (
      INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, account_id, request_hash, reference_transaction_id)
      SELECT ${c.vendor}, ${c.transactionId}, ${c.kind}, id, ${c.hash}, ${f.reference} FROM accounts
      WHERE id = ${c.accountId} AND status = 'active' AND type <> ${trialAccountType} AND EXISTS (SELECT 1 FROM n)
      ON CONFLICT (vendor_code, transaction_id) DO NOTHING
      RETURNING ${locked}::text AS locked)
    SELECT EXISTS (SELECT 1 FROM n) AS fresh, EXISTS (SELECT 1 FROM c) AS claimed`);
  const row = r.rows[0]!;
  if (!row.fresh) throw new AppError('STALE_REQUEST', 'X-Nonce was used in the last 5 minutes');
  if (row.claimed) return undefined;
  // No row: the id was used (a replay: the statement waited for its first use to commit), or
  // there is no such player.
  const replay = await storedAnswer(tx, c);
  if (replay) return replay;
  throw new AppError('NOT_FOUND', `no player ${c.accountId}`);
}

/** Serialises a bet with any rollback of it (the tombstone check must see one or the other). */
const lockBetId = (tx: Tx, vendor: string, betTransactionId: string) =>
  tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`seamless:${vendor}:${betTransactionId}`}, 0))`,
  );

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
 * Debit the player's wallet, credit the house; needs a live launch token of this player. The
 * hottest call: one read gathers every check and id, the bets row and the answer are written
 * before the wallet is locked, and only the ledger's one statement runs while it is.
 */
export async function bet(
  db: Db,
  vendor: string,
  body: SeamlessBet,
  nonce?: string,
): Promise<SeamlessAnswer> {
  const accountId = accountIdOf(body.playerId);
  const { token: _token, ...fields } = body;
  const c: Claim = {
    vendor,
    transactionId: body.transactionId,
    kind: 'bet',
    accountId,
    hash: requestHash('bet', fields),
  };
  return db.transaction(async (tx) => {
    // The nonce, the id claimed for a real member, and the lock that orders this bet with any
    // rollback of it, in one statement.
    const replay = await claimFresh(tx, c, {
      nonce,
      reference: null,
      lock: `seamless:${vendor}:${body.transactionId}`,
    });
    if (replay) return replay;
    // A new statement, so a fresh snapshot: it sees any rollback committed before the lock.
    const ctx = await tx.execute<{
      live: boolean;
      tombstone: boolean;
      single: boolean;
      main_id: string | null;
      main_balance: string | null;
      vendor_id: string | null;
      vendor_balance: string | null;
      house_id: string | null;
    }>(sql`
      SELECT
        EXISTS (SELECT 1 FROM launch_tokens lt WHERE lt.token_hash = ${hashOpaqueToken(body.token)}
                  AND lt.vendor_code = ${vendor} AND lt.account_id = ${accountId} AND ${liveTokenSql}) AS live,
        EXISTS (SELECT 1 FROM seamless_transactions WHERE vendor_code = ${vendor} AND kind = 'rollback'
                  AND reference_transaction_id = ${body.transactionId}) AS tombstone,
        COALESCE((SELECT (value->>'isSingle')::boolean FROM settings WHERE key = ${WALLET_MODE_KEY}), true) AS single,
        m.id AS main_id, m.balance AS main_balance, v.id AS vendor_id, v.balance AS vendor_balance,
        (SELECT id FROM ledger_accounts WHERE kind = 'house' AND owner_id IS NULL
           AND vendor_code = ${houseShardCode(houseShardOf(accountId))} AND currency = ${CURRENCY}) AS house_id
      FROM (SELECT 1) one
      LEFT JOIN ledger_accounts m ON m.kind = 'member_main' AND m.owner_id = ${accountId}
           AND m.vendor_code = '' AND m.currency = ${CURRENCY}
      LEFT JOIN ledger_accounts v ON v.kind = 'member_vendor' AND v.owner_id = ${accountId}
           AND v.vendor_code = ${vendor} AND v.currency = ${CURRENCY}`);
    const k = ctx.rows[0]!;
    if (!k.live)
      throw new AppError('INVALID_TOKEN', 'bets need a live launch token of this player, of a live session');
    if (k.tombstone)
      throw new AppError(
        'ALREADY_ROLLED_BACK',
        `bet ${body.transactionId} was rolled back before it arrived`,
      );
    // Early refusal without touching the wallet row; the conditional debit below stays the rule.
    const seen = k.single ? k.main_balance : k.vendor_balance;
    if (BigInt(seen ?? 0) < body.amount) throw new AppError('INSUFFICIENT_FUNDS', 'the wallet lacks funds');
    const walletId = k.single ? k.main_id : k.vendor_id;
    const wallet =
      walletId !== null
        ? Number(walletId)
        : k.single
          ? await mainWallet(tx, accountId)
          : await vendorWallet(tx, accountId, vendor);
    const house = k.house_id !== null ? Number(k.house_id) : await houseAccount(tx, houseShardOf(accountId));

    // The bets row and the answer, in one statement before the wallet is locked; the answer's
    // balance is read back from the ledger entry on a replay (see storedAnswer), so the lock is
    // held for one statement and the commit.
    const { balance: _balance, ...stored } = answer(accountId, 0n, body.transactionId);
    await tx.execute(sql`
      WITH b AS (
        INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id, bet_amount)
        VALUES (${accountId}, ${vendor}, ${body.gameCode}, ${body.roundId}, ${body.transactionId}, ${wallet},
                ${body.amount.toString()}::bigint))
      UPDATE seamless_transactions SET response = ${JSON.stringify(stored)}::jsonb
      WHERE vendor_code = ${vendor} AND transaction_id = ${body.transactionId}`);
    const posted = await postTransaction(tx, {
      kind: 'seamless_bet',
      idempotencyKey: ledgerKey(vendor, body.transactionId),
      memo: { vendor, roundId: body.roundId, gameCode: body.gameCode },
      entries: [
        { ledgerAccountId: wallet, amount: -body.amount, system: false },
        { ledgerAccountId: house, amount: body.amount, system: true },
      ],
    });
    return answer(accountId, posted.entries[0]!.balanceAfter, body.transactionId);
  });
}

type BetRow = {
  id: string;
  account_id: string;
  ledger_account_id: string;
  bet_amount: string;
  win_amount: string;
  round_id: string;
  status: string;
  bet_transaction_id: string;
  game_code: string;
};

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
 * Refuses a win that would take its bet beyond `multiple` x the bet, or the round (every bet of
 * the player in it: a provider could spread one win over several bets) beyond `perRound`.
 * Wins of one round are serialised by a lock (taken with the bet's row, see findBet), so two
 * bets' wins cannot both pass unseen. Resolves to the house sub-account to credit from.
 */
async function checkWinLimits(
  tx: Tx,
  vendor: string,
  accountId: number,
  b: BetRow,
  amount: bigint,
  limits: WinLimits,
): Promise<number> {
  const refuse = (scope: string, total: bigint, ceiling: bigint) =>
    new WinRefused({
      scope,
      playerId: String(accountId),
      betTransactionId: b.bet_transaction_id,
      roundId: b.round_id,
      gameCode: b.game_code,
      bet: b.bet_amount,
      win: amount.toString(),
      total: total.toString(),
      ceiling: ceiling.toString(),
    });
  const betTotal = BigInt(b.win_amount) + amount;
  const betCeiling = winCeiling(BigInt(b.bet_amount), limits);
  if (betTotal > betCeiling) throw refuse('bet', betTotal, betCeiling);
  // A statement after the lock's, so a fresh snapshot: it sees every win of the round committed
  // before the lock was granted. The house shard's id comes with it.
  const r = await tx.execute<{ won: string; house_id: string | null }>(sql`
    SELECT
      (SELECT COALESCE(sum(win_amount), 0) FROM bets
        WHERE vendor_code = ${vendor} AND round_id = ${b.round_id} AND account_id = ${accountId})::text AS won,
      (SELECT id FROM ledger_accounts WHERE kind = 'house' AND owner_id IS NULL
        AND vendor_code = ${houseShardCode(houseShardOf(accountId))} AND currency = ${CURRENCY}) AS house_id`);
  const roundTotal = BigInt(r.rows[0]!.won) + amount;
  if (roundTotal > limits.perRound) throw refuse('round', roundTotal, limits.perRound);
  const house = r.rows[0]!.house_id;
  return house !== null ? Number(house) : houseAccount(tx, houseShardOf(accountId));
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
 * The win's bet, row-locked, with its wallet's balance; with `roundLock`, the round's advisory
 * lock is taken after the row's (the order every win takes them in), in the same statement.
 */
async function findBet(tx: Tx, vendor: string, accountId: number, body: SeamlessWin, roundLock: boolean) {
  const bet =
    body.betTransactionId !== undefined
      ? sql`SELECT * FROM bets
            WHERE vendor_code = ${vendor} AND bet_transaction_id = ${body.betTransactionId} AND account_id = ${accountId}
            FOR UPDATE`
      : sql`SELECT * FROM bets
            WHERE vendor_code = ${vendor} AND round_id = ${body.roundId ?? ''} AND account_id = ${accountId}
            ORDER BY id DESC LIMIT 1 FOR UPDATE`;
  const lock = roundLock
    ? sql`pg_advisory_xact_lock(hashtextextended('seamless-round:' || ${vendor} || ':' || ${accountId}::text || ':' || b.round_id, 0))::text`
    : sql`NULL`;
  const found = await tx.execute<BetRow & { balance: string }>(sql`
    SELECT b.id, b.account_id, b.ledger_account_id, b.bet_amount, b.win_amount, b.round_id, b.status,
      b.bet_transaction_id, b.game_code,
      (SELECT balance FROM ledger_accounts WHERE id = b.ledger_account_id)::text AS balance, ${lock} AS locked
    FROM (${bet}) b`);
  return found.rows[0];
}

async function creditWin(
  db: Db,
  vendor: string,
  body: SeamlessWin,
  limits: WinLimits,
  nonce?: string,
): Promise<SeamlessAnswer> {
  const accountId = accountIdOf(body.playerId);
  const c: Claim = {
    vendor,
    transactionId: body.transactionId,
    kind: 'win',
    accountId,
    hash: requestHash('win', body),
  };
  return db.transaction(async (tx) => {
    const replay = await claimFresh(tx, c, { nonce, reference: body.betTransactionId ?? null });
    if (replay) return replay;
    const b = await findBet(tx, vendor, accountId, body, body.amount > 0n);
    if (!b) throw new AppError('BET_NOT_FOUND', 'a win needs its bet');
    if (b.status === 'rolled_back') throw new AppError('ALREADY_ROLLED_BACK', 'the bet was rolled back');
    const wallet = Number(b.ledger_account_id);

    let after = BigInt(b.balance);
    let ledgerTxId: number | null = null;
    if (body.amount > 0n) {
      const house = await checkWinLimits(tx, vendor, accountId, b, body.amount, limits);
      const posted = await postTransaction(tx, {
        kind: 'seamless_win',
        idempotencyKey: ledgerKey(vendor, body.transactionId),
        memo: { vendor, betTransactionId: b.bet_transaction_id },
        entries: [
          { ledgerAccountId: house, amount: -body.amount, system: true },
          { ledgerAccountId: wallet, amount: body.amount, system: false },
        ],
      });
      after = posted.entries[1]!.balanceAfter;
      ledgerTxId = posted.transactionId;
      if (body.amount >= BIG_WIN_MIN && body.amount > BigInt(b.bet_amount))
        await recordBigWin(tx, vendor, b.game_code, accountId, body.amount);
    }
    // The bet settled and the answer stored, in one statement.
    const result = answer(accountId, after, body.transactionId);
    await tx.execute(sql`
      WITH settled AS (
        UPDATE bets SET win_amount = win_amount + ${body.amount.toString()}::bigint, status = 'settled',
          settled_at = COALESCE(settled_at, now()), updated_at = now(),
          valid_amount = COALESCE(valid_amount, LEAST(${body.validBet?.toString() ?? null}::bigint, bet_amount))
        WHERE id = ${b.id})
      UPDATE seamless_transactions
      SET response = ${JSON.stringify(result)}::jsonb, ledger_transaction_id = ${ledgerTxId},
          reference_transaction_id = ${b.bet_transaction_id}
      WHERE vendor_code = ${vendor} AND transaction_id = ${body.transactionId}`);
    return result;
  });
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
  const accountId = accountIdOf(body.playerId);
  const c: Claim = {
    vendor,
    transactionId: body.transactionId,
    kind: 'rollback',
    accountId,
    hash: requestHash('rollback', body),
  };
  return db.transaction(async (tx) => {
    const replay = await claimFresh(tx, c, { nonce, reference: body.referenceTransactionId });
    if (replay) return replay;
    await lockBetId(tx, vendor, body.referenceTransactionId);
    const found = await tx.execute<BetRow>(sql`
      SELECT id, account_id, ledger_account_id, bet_amount, win_amount, round_id, status, bet_transaction_id, game_code FROM bets
      WHERE vendor_code = ${vendor} AND bet_transaction_id = ${body.referenceTransactionId}
      FOR UPDATE`);
    const b = found.rows[0];
    if (!b) {
      const wallet = await playWallet(tx, accountId, vendor);
      return remember(tx, c, answer(accountId, await balanceOf(tx, wallet), body.transactionId), null);
    }
    if (Number(b.account_id) !== accountId) throw new AppError('BET_NOT_FOUND', 'not a bet of this player');
    if (b.status === 'rolled_back')
      throw new AppError('ALREADY_ROLLED_BACK', 'the bet was rolled back already');
    if (b.status === 'settled')
      throw new AppError('BET_SETTLED', 'the bet has a win; it cannot be rolled back');

    const amount = BigInt(b.bet_amount);
    const house = await houseAccount(tx, houseShardOf(Number(b.account_id)));
    const posted = await postTransaction(tx, {
      kind: 'seamless_rollback',
      idempotencyKey: ledgerKey(vendor, body.transactionId),
      memo: { vendor, betTransactionId: b.bet_transaction_id },
      entries: [
        { ledgerAccountId: house, amount: -amount, system: true },
        { ledgerAccountId: Number(b.ledger_account_id), amount, system: false },
      ],
    });
    await tx.execute(sql`UPDATE bets SET status = 'rolled_back', updated_at = now() WHERE id = ${b.id}`);
    return remember(
      tx,
      c,
      answer(accountId, posted.entries[1]!.balanceAfter, body.transactionId),
      posted.transactionId,
    );
  });
}

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
  const accountId = accountIdOf(body.playerId);
  const c: Claim = {
    vendor,
    transactionId: body.transactionId,
    kind: 'jackpot',
    accountId,
    hash: requestHash('jackpot', body),
  };
  return db.transaction(async (tx) => {
    const replay = await claimFresh(tx, c, { nonce, reference: body.betTransactionId });
    if (replay) return replay;
    const found = await tx.execute<{
      id: string;
      ledger_account_id: string;
      status: string;
      game_code: string;
      game_type: string | null;
      classify: string | null;
    }>(sql`
      SELECT b.id, b.ledger_account_id, b.status, b.game_code,
        (SELECT g.game_type FROM games g WHERE g.vendor_code = b.vendor_code AND g.game_code = b.game_code
           ORDER BY g.id LIMIT 1) AS game_type,
        (SELECT g.classify FROM games g WHERE g.vendor_code = b.vendor_code AND g.game_code = b.game_code
           ORDER BY g.id LIMIT 1) AS classify
      FROM bets b
      WHERE b.vendor_code = ${vendor} AND b.bet_transaction_id = ${body.betTransactionId} AND b.account_id = ${accountId}
      FOR UPDATE OF b`);
    const b = found.rows[0];
    if (!b) throw new AppError('BET_NOT_FOUND', 'a jackpot needs its bet');
    if (b.status !== 'settled') throw new AppError('WRONG_STATE', 'the jackpot follows the settled bet');
    if (!b.game_type || !isJackpotGame({ gameType: b.game_type, classify: b.classify }))
      throw new AppError('WRONG_STATE', `game ${b.game_code} is not a jackpot game`);
    const paid = await payJackpot(tx, {
      betId: Number(b.id),
      accountId,
      walletId: Number(b.ledger_account_id),
      vendorCode: vendor,
      gameCode: b.game_code,
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

/** The winner board row of a real win, in the win's transaction; a game not in the catalogue has none. */
async function recordBigWin(tx: Tx, vendor: string, gameCode: string, accountId: number, amount: bigint) {
  const r = await tx.execute<{ game_id: number; account: string }>(sql`
    SELECT g.id AS game_id, a.account FROM games g, accounts a
    WHERE g.vendor_code = ${vendor} AND g.game_code = ${gameCode} AND a.id = ${accountId}
    ORDER BY g.id LIMIT 1`);
  const row = r.rows[0];
  if (!row) return;
  await tx.execute(sql`
    INSERT INTO big_wins (game_id, account_id, customer_name, win_amount, currency)
    VALUES (${row.game_id}, ${accountId}, ${maskName(row.account)}, ${amount.toString()}::bigint, ${CURRENCY})`);
}

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
