import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Db, Tx } from '../../db/client';
import { accounts, pointsCarry, pointsRates } from '../../db/schema';
import { postTransaction } from '../../core/money/ledger';
import { pointsIssuer, pointsWallet } from './accounts';
import { claimPointsBets } from './points.sql';
import { postInBatches, type Batch } from '../../core/storage/batches';

/** Bets claimed per transaction. */
const BATCH = 1000;
const notPlayers = [trialAccountType, ...agentAccountTypes];

type Rate = { points: bigint; perAmount: bigint };

export type PointsHooks = {
  /** Test hook: runs after the bets are claimed, inside the transaction (a throw is a crash). */
  afterClaim?: () => void | Promise<void>;
};

/**
 * Turn newly settled valid bets into points (decision 049), batch by batch until none is left.
 * Every node's reward ticker runs it; any number may run at once. Returns the points posted.
 */
export async function postPoints(db: Db, hooks: PointsHooks = {}): Promise<bigint> {
  return postInBatches(db, BATCH, (tx) => postBatch(tx, hooks));
}

/**
 * One batch in one transaction:
 * - settled bets without a points_bets row are claimed by inserting that row (primary key: a
 *   concurrent pass waits on the same keys, then skips them), in bet id order;
 * - per member and game type, the carry of earlier passes plus these valid bets (the provider's
 *   valid bet, hedges cancelled; else the stake) becomes whole points at the type's rate, the
 *   rest is carried (carry rows locked in (member, type) order);
 * - ONE ledger transaction posts every member's points (issuer → member points accounts; the
 *   ledger locks member rows by id, then the issuer), keyed by the batch's first bet id.
 * Trial and agent accounts' bets are claimed and earn nothing. A crash rolls all of it back.
 */
async function postBatch(tx: Tx, hooks: PointsHooks): Promise<Batch> {
  const claimed = await claimPointsBets(tx, BATCH);
  if (claimed.length === 0) return { posted: 0n, claimed: 0 };
  await hooks.afterClaim?.();

  const rates = await loadRates(tx);
  const players = await playersAmong(tx, [...new Set(claimed.map((c) => c.account_id))]);
  // valid bet per member and game type, in (member, type) order
  const sums = new Map<string, { accountId: number; gameType: string; valid: bigint }>();
  for (const c of claimed) {
    const accountId = c.account_id;
    if (!c.game_type || !rates.has(c.game_type) || !players.has(accountId)) continue;
    const key = `${accountId}\u0000${c.game_type}`;
    const s = sums.get(key) ?? { accountId, gameType: c.game_type, valid: 0n };
    s.valid += c.valid_amount;
    sums.set(key, s);
  }
  const ordered = [...sums.values()].sort(
    (a, b) => a.accountId - b.accountId || (a.gameType < b.gameType ? -1 : a.gameType > b.gameType ? 1 : 0),
  );
  const earned = new Map<number, bigint>();
  for (const s of ordered) {
    const points = await convert(tx, s.accountId, s.gameType, s.valid, rates.get(s.gameType)!);
    if (points > 0n) earned.set(s.accountId, (earned.get(s.accountId) ?? 0n) + points);
  }
  const total = [...earned.values()].reduce((a, b) => a + b, 0n);
  if (total === 0n) return { posted: 0n, claimed: claimed.length };
  const firstBet = claimed.reduce((m, c) => Math.min(m, c.bet_id), Number.MAX_SAFE_INTEGER);
  const entries = [];
  for (const [accountId, points] of earned)
    entries.push({ ledgerAccountId: await pointsWallet(tx, accountId), amount: points, system: false });
  entries.push({ ledgerAccountId: await pointsIssuer(tx), amount: -total, system: true });
  await postTransaction(tx, {
    kind: 'points_earn',
    idempotencyKey: `points:earn:${firstBet}`,
    memo: { bets: claimed.length, members: earned.size },
    entries,
  });
  return { posted: total, claimed: claimed.length };
}

/** Carry + valid bet → whole points at the rate; the rest stays carried. */
async function convert(tx: Tx, accountId: number, gameType: string, valid: bigint, rate: Rate) {
  const [carry] = await tx
    .insert(pointsCarry)
    .values({ accountId, gameType, remainder: valid })
    .onConflictDoUpdate({
      target: [pointsCarry.accountId, pointsCarry.gameType],
      set: { remainder: sql`${pointsCarry.remainder} + excluded.remainder` },
    })
    .returning({ remainder: pointsCarry.remainder });
  const total = carry!.remainder;
  const units = total / rate.perAmount;
  if (units === 0n) return 0n;
  await tx
    .update(pointsCarry)
    .set({ remainder: total % rate.perAmount })
    .where(and(eq(pointsCarry.accountId, accountId), eq(pointsCarry.gameType, gameType)));
  return units * rate.points;
}

export async function loadRates(db: Tx | Db): Promise<Map<string, Rate>> {
  const rows = await db.select().from(pointsRates);
  return new Map(rows.map((x) => [x.gameType, { points: BigInt(x.points), perAmount: x.perAmount }]));
}

async function playersAmong(tx: Tx, ids: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), notInArray(accounts.type, notPlayers)));
  return new Set(rows.map((x) => x.id));
}
