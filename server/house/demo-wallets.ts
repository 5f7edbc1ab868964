import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { houseDemoWallets } from '../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../core/sessions/opaque-token';

/** What a new demo wallet holds: play money, in minor units. */
export const DEMO_OPENING_BALANCE = 1_000_000n;
const DEMO_HOURS = 12;

/**
 * Opens a demo wallet for a trial account's free play (ADR 012): the provider's own play
 * balance, named by a token like a launch token, never linked to the operator's ledger.
 */
export async function createDemoWallet(db: Executor, vendorCode: string): Promise<{ token: string }> {
  const token = newOpaqueToken();
  await db.insert(houseDemoWallets).values({
    tokenHash: hashOpaqueToken(token),
    vendorCode,
    balance: DEMO_OPENING_BALANCE,
    expiresAt: sql`now() + ${`${DEMO_HOURS} hours`}::interval`,
  });
  return { token };
}

export async function findDemoWallet(
  db: Executor,
  token: string,
): Promise<{ id: number; vendorCode: string; balance: bigint } | undefined> {
  const w = houseDemoWallets;
  const [row] = await db
    .select({ id: w.id, vendorCode: w.vendorCode, balance: w.balance })
    .from(w)
    .where(and(eq(w.tokenHash, hashOpaqueToken(token)), gt(w.expiresAt, sql`now()`)));
  return row;
}

/** Moves a demo balance by `delta`; undefined when it would go below zero. */
export async function moveDemoBalance(
  db: Executor,
  walletId: number,
  delta: bigint,
): Promise<bigint | undefined> {
  // A conditional update: the balance never goes below zero, however many rounds run at once.
  const w = houseDemoWallets;
  const [row] = await db
    .update(w)
    .set({ balance: sql`${w.balance} + ${delta.toString()}::bigint` })
    .where(and(eq(w.id, walletId), sql`${w.balance} + ${delta.toString()}::bigint >= 0`))
    .returning({ balance: w.balance });
  return row?.balance;
}

/** A demo wallet's balance now, by id (undefined: no such wallet). */
export async function demoBalance(db: Executor, walletId: number): Promise<bigint | undefined> {
  const [row] = await db
    .select({ balance: houseDemoWallets.balance })
    .from(houseDemoWallets)
    .where(eq(houseDemoWallets.id, walletId));
  return row?.balance;
}
