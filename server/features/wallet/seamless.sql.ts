import { sql, type SQL } from 'drizzle-orm';
import { SEAMLESS_NONCE_TTL_MS, type SeamlessAnswer } from '../../../contract/wallet/schemas';
import { poolOf, type Db, type Executor, type Tx } from '../../db/client';
import { sqlRow, sqlRun } from '../../core/storage/rows';

/**
 * The seamless wallet's raw statements (decision 076): the hottest path of the product. Bet and
 * win are one call of a SQL function each (server/db/functions/seamless_bet.sql and
 * seamless_win.sql, decision 062), sent as named prepared statements on the pool, so PostgreSQL
 * plans them once per connection. Their rows are decoded by hand, not by zod: a profile of the
 * bet path shows every microsecond here.
 */

const nonceTtl = `${SEAMLESS_NONCE_TTL_MS} milliseconds`;

/**
 * The insert of a request's nonce, answering one row (`first`) when it is the first use within
 * the replay window. The same text stands alone (a call that moves no money) and as the first
 * part of a money call's claim.
 */
const nonceClaim = (vendor: string, nonce: string): SQL => sql`
  INSERT INTO seamless_nonces (vendor_code, nonce) VALUES (${vendor}, ${nonce})
  ON CONFLICT (vendor_code, nonce) DO UPDATE SET seen_at = now()
    WHERE seamless_nonces.seen_at < now() - ${nonceTtl}::interval
  RETURNING 1 AS first`;

/** True the first time a nonce is seen within the replay window, across every app node. */
export async function claimNonce(db: Executor, vendor: string, nonce: string): Promise<boolean> {
  return (await sqlRun(db, nonceClaim(vendor, nonce))) > 0;
}

export type Claim = {
  vendor: string;
  transactionId: string;
  kind: string;
  accountId: number;
  hash: string;
  /** The request's nonce (a signed call over HTTP); none: always fresh. */
  nonce?: string | undefined;
  /** The bet a win or rollback refers to. */
  reference: string | null;
};

const decodeClaimed = (row: Record<string, unknown>) => ({
  fresh: row.fresh === true,
  claimed: row.claimed === true,
});

/**
 * The request's nonce and the provider id claimed for a real, active member, in one round trip:
 * `fresh` false for a nonce seen within the window, `claimed` false when the id was used (the
 * statement waited for its first use to commit) or there is no such player.
 */
export async function claimTransaction(tx: Tx, c: Claim, trialAccountType: number) {
  const nonce = c.nonce === undefined ? sql`SELECT 1 AS first` : nonceClaim(c.vendor, c.nonce);
  const row = await sqlRow(
    tx,
    sql`
    WITH n AS (${nonce}),
    c AS (
      INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, account_id, request_hash, reference_transaction_id)
      SELECT ${c.vendor}, ${c.transactionId}, ${c.kind}, id, ${c.hash}, ${c.reference} FROM accounts
      WHERE id = ${c.accountId} AND status = 'active' AND type <> ${trialAccountType} AND EXISTS (SELECT 1 FROM n)
      ON CONFLICT (vendor_code, transaction_id) DO NOTHING
      RETURNING 1)
    SELECT EXISTS (SELECT 1 FROM n) AS fresh, EXISTS (SELECT 1 FROM c) AS claimed`,
    decodeClaimed,
  );
  return row!;
}

/** Serialises a bet with any rollback of it (the tombstone check must see one or the other). */
export const lockBetId = (tx: Tx, vendor: string, betTransactionId: string) =>
  sqlRun(
    tx,
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`seamless:${vendor}:${betTransactionId}`}, 0))`,
  );

/** Drops nonces that can never pass the timestamp check again. */
export const pruneNonces = (db: Executor) =>
  sqlRun(db, sql`DELETE FROM seamless_nonces WHERE seen_at < now() - ${nonceTtl}::interval * 2`);

const text = (v: unknown, field: string): string => {
  if (typeof v !== 'string') throw new Error(`seamless answer: ${field} is not a string`);
  return v;
};
const balance = (v: unknown, field: string): string => {
  const s = text(v, field);
  if (!/^-?[0-9]+$/.test(s)) throw new Error(`seamless answer: ${field} is not an amount`);
  return s;
};

/**
 * A seamless function's answer (jsonb), checked as SeamlessAnswer would be, in the contract's
 * key order (jsonb keeps its own), without zod's cost on the hottest call.
 */
export function decodeSeamlessAnswer(v: unknown): SeamlessAnswer {
  if (typeof v !== 'object' || v === null) throw new Error('seamless answer: not an object');
  const a = v as Record<string, unknown>;
  if (a.status !== 'OK') throw new Error('seamless answer: status is not OK');
  const out: SeamlessAnswer = {
    status: 'OK',
    playerId: text(a.playerId, 'playerId'),
    currency: text(a.currency, 'currency'),
    balance: balance(a.balance, 'balance'),
  };
  if (a.transactionId !== undefined) out.transactionId = text(a.transactionId, 'transactionId');
  if (a.amount !== undefined) out.amount = balance(a.amount, 'amount');
  return out;
}

async function callNamed(db: Db, name: string, statement: string, values: unknown[]) {
  const r = await poolOf(db).query<{ answer: unknown }>({ name, text: statement, values });
  return decodeSeamlessAnswer(r.rows[0]?.answer);
}

/** What both money functions take first: the provider id claimed, with the request's nonce. */
type CallClaim = {
  vendor: string;
  transactionId: string;
  accountId: number;
  hash: string;
  nonce: string | null;
  trialAccountType: number;
};

export type BetCall = CallClaim & {
  tokenHash: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  currency: string;
  houseShard: string;
};

/** One bet: server/db/functions/seamless_bet.sql, one prepared statement, one round trip, autocommitted. */
export const callSeamlessBet = (db: Db, b: BetCall) =>
  callNamed(
    db,
    'seamless_bet',
    'SELECT seamless_bet($1, $2, $3, $4, $5, $6::interval, $7, $8, $9, $10, $11, $12, $13) AS answer',
    [
      b.vendor,
      b.transactionId,
      b.accountId,
      b.hash,
      b.nonce,
      nonceTtl,
      b.trialAccountType,
      b.tokenHash,
      b.roundId,
      b.gameCode,
      b.amount.toString(),
      b.currency,
      b.houseShard,
    ],
  );

export type WinCall = CallClaim & {
  betTransactionId: string | null;
  roundId: string | null;
  amount: bigint;
  validBet: bigint | null;
  multiple: number;
  perRound: bigint;
  bigWinMin: bigint;
  currency: string;
  houseShard: string;
};

/** One win: server/db/functions/seamless_win.sql, one prepared statement, one round trip, autocommitted. */
export const callSeamlessWin = (db: Db, w: WinCall) =>
  callNamed(
    db,
    'seamless_win',
    'SELECT seamless_win($1, $2, $3, $4, $5, $6::interval, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) AS answer',
    [
      w.vendor,
      w.transactionId,
      w.accountId,
      w.hash,
      w.nonce,
      nonceTtl,
      w.trialAccountType,
      w.betTransactionId,
      w.roundId,
      w.amount.toString(),
      w.validBet?.toString() ?? null,
      w.multiple,
      w.perRound.toString(),
      w.bigWinMin.toString(),
      w.currency,
      w.houseShard,
    ],
  );
