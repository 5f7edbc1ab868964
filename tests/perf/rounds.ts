/**
 * Seamless bet + win rounds for the benches (bench.ts, rewards-bench.ts): players made on the
 * server's database, rounds played through the signed HTTP endpoints, and the books checked.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { createToolLaunchToken } from '../../server/features/wallet/launch-tokens';
import { mainWallet } from '../../server/core/money/ledger';
import type { seamlessClient } from '../../server/house/client';
import { booksBalance } from '../helpers/books';
import { deposit } from '../helpers/factories';

export type Player = { accountId: number; account: string; wallet: number; token: string };
export type Client = ReturnType<typeof seamlessClient>;

/** Players with a main wallet of 10^12 and a live PG launch token. */
export async function makePlayers(db: Db, n: number, tag: string): Promise<Player[]> {
  const opening = 10n ** 12n;
  const made: Player[] = [];
  for (let i = 0; i < n; i++) {
    const account = `bench_${tag}_${i}`;
    const r = await db.execute<{ id: string }>(
      sql`INSERT INTO accounts (account, nickname, type) VALUES (${account}, ${account}, 0) RETURNING id`,
    );
    const accountId = Number(r.rows[0]!.id);
    const wallet = await mainWallet(db, accountId);
    await deposit(db, wallet, opening);
    made.push({
      accountId,
      account,
      wallet,
      token: (await createToolLaunchToken(db, accountId, 'PG')).token,
    });
  }
  return made;
}

export type Played = {
  rounds: number;
  seconds: number;
  errors: number;
  latencies: number[];
  /** What each player's wallet moved by: - bets + wins of the rounds that succeeded. */
  moved: Map<number, bigint>;
};

/**
 * `connections` workers, worker w playing as player w % players.length, each round a bet of 100
 * and a win of 190 or 0, for `seconds`.
 */
export async function playRounds(
  client: Client,
  players: Player[],
  connections: number,
  seconds: number,
): Promise<Played> {
  const run = randomBytes(4).toString('hex');
  const moved = new Map<number, bigint>();
  const latencies: number[] = [];
  let rounds = 0;
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, w) => {
      const p = players[w % players.length]!;
      for (let n = 0; Date.now() < until; n++) {
        const id = `${run}-${w}-${n}`;
        const started = performance.now();
        const bet = await client.call('bet', {
          token: p.token,
          playerId: String(p.accountId),
          transactionId: `b-${id}`,
          roundId: `r-${id}`,
          gameCode: 'bench',
          amount: '100',
        });
        const win = await client.call('win', {
          playerId: String(p.accountId),
          transactionId: `w-${id}`,
          betTransactionId: `b-${id}`,
          amount: n % 2 ? '0' : '190',
        });
        latencies.push(performance.now() - started);
        if (bet.status !== 200 || win.status !== 200) errors++;
        else {
          rounds++;
          moved.set(p.accountId, (moved.get(p.accountId) ?? 0n) - 100n + (n % 2 ? 0n : 190n));
        }
      }
    }),
  );
  return { rounds, seconds, errors, latencies, moved };
}

/** The players' wallet balances now (before a run: the opening figures of the check). */
export async function balancesOf(db: Db, players: Player[]): Promise<Map<number, bigint>> {
  const r = await db.execute<{ owner_id: string; balance: string }>(sql`
    SELECT owner_id, balance FROM ledger_accounts
    WHERE id IN (${sql.join(
      players.map((p) => sql`${p.wallet}`),
      sql`, `,
    )})`);
  return new Map(r.rows.map((row) => [Number(row.owner_id), BigInt(row.balance)]));
}

/**
 * The books after the runs: every transaction sums to zero, every balance equals its entries, no
 * member wallet is negative, and each player's wallet equals its opening balance plus what the
 * runs moved. Returns the number of violations (0 when the books balance).
 */
export async function checkBooks(
  db: Db,
  players: Player[],
  opening: Map<number, bigint>,
  runs: Played[],
): Promise<number> {
  const books = await booksBalance(db);
  const now = await balancesOf(db, players);
  let walletsOff = 0;
  for (const p of players) {
    const moved = runs.reduce((sum, r) => sum + (r.moved.get(p.accountId) ?? 0n), 0n);
    if (now.get(p.accountId) !== (opening.get(p.accountId) ?? 0n) + moved) walletsOff++;
  }
  console.log(
    `seamless invariants: unbalanced ${books.unbalanced}, mismatched ${books.mismatched}, ` +
      `negative ${books.negative}, wallets off ${walletsOff}`,
  );
  return books.unbalanced + books.mismatched + books.negative + walletsOff;
}

/** A quantile of sorted milliseconds, rounded. */
export const quantile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? 0);

/** The rate, p50 and p99 of one or more runs taken together. */
export function summary(runs: Played[]) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const rounds = runs.reduce((s, r) => s + r.rounds, 0);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return {
    rps: rounds / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  };
}
