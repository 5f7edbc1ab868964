import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LuckyGame } from '../../../contract/lucky/constants';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../context/errors';
import { draw } from '../../features/lucky/draw';
import { grantTickets } from '../../features/lucky/tickets';
import { redeem } from '../../features/points/redeem';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { booksBalance } from '../../../tests/helpers/books';
import { createMember, givePoints, unique } from '../../../tests/helpers/factories';

/**
 * Draws of the wheel and the egg and the mall's ticket redemptions on real PostgreSQL (decision
 * 091): each posts twice in one transaction (a ticket and its prize, points and their tickets),
 * over the shared points and ticket issuers, so they must take their rows in the ledger's one
 * order or two of them deadlock.
 */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
});
afterAll(() => database.close());

/** The database's deadlocks so far, as the statistics have them now (not a cached snapshot). */
const deadlocksOf = (name: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
    const r = await tx.execute<{ n: string }>(
      sql`SELECT deadlocks::text AS n FROM pg_stat_database WHERE datname = ${name}`,
    );
    return Number(r.rows[0]!.n);
  });
const WORK = 'lock-order-work';
/** A failed query's SQLSTATE (40P01: deadlock detected), else the error's text. */
const sqlStateOf = (e: unknown) => (e as { cause?: { code?: string } }).cause?.code ?? String(e);

describe('draws and ticket redemptions at once', () => {
  it('200 mixed from five members sharing the issuers: no server error, no deadlock, the books balance', async () => {
    const name = (await db.execute<{ n: string }>(sql`SELECT current_database() AS n`)).rows[0]!.n;
    const goods = await db.execute<{ id: number; kind: string }>(
      sql`SELECT id, kind FROM points_goods WHERE kind IN ('wheel_ticket', 'egg_ticket') ORDER BY kind`,
    );
    const goodsOf = Object.fromEntries(goods.rows.map((g) => [g.kind, g.id])) as Record<string, number>;
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(db)));
    for (const m of members) {
      await givePoints(db, m.accountId, 1_000_000n);
      for (const game of ['wheel', 'egg'] as const)
        await db.transaction((tx) =>
          grantTickets(tx, {
            accountId: m.accountId,
            game,
            count: 40,
            idempotencyKey: unique('m-'),
            reason: 'test',
          }),
        );
    }
    const before = await deadlocksOf(name);

    // The work runs on a pool of its own, closed at the end: a backend reports its deadlocks to
    // the statistics when it ends, so the count read after the close is the whole run's.
    const pool = new pg.Pool({ connectionString: database.url, max: 20, application_name: WORK });
    const work = drizzle(pool, { schema });
    const jobs = Array.from({ length: 200 }, (_, i) => {
      const m = members[i % members.length]!;
      const kind = i % 4;
      if (kind < 2) {
        const game: LuckyGame = kind === 0 ? 'wheel' : 'egg';
        return () => draw(work, m.accountId, game, unique('m-'), 'vi');
      }
      const goodsId = goodsOf[kind === 2 ? 'wheel_ticket' : 'egg_ticket']!;
      return () =>
        redeem(
          work,
          m.accountId,
          { goodsId, quantity: 1, paymentPassword: 'unused', requestId: unique('m-') },
          'vi',
        );
    });
    const results = await Promise.allSettled(jobs.map((j) => j()));
    await pool.end();

    // A refusal the player is told (an AppError: NO_TICKETS, PRIZE_POOL_EMPTY...) is fine; any
    // other error is a 500, and a deadlock is one.
    const serverErrors = results.flatMap((r) =>
      r.status === 'rejected' && !(r.reason instanceof AppError) ? [sqlStateOf(r.reason)] : [],
    );
    expect(serverErrors).toEqual([]);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(150);
    for (let i = 0; i < 50; i++) {
      const left = await db.execute<{ n: string }>(
        sql`SELECT count(*)::text AS n FROM pg_stat_activity WHERE application_name = ${WORK}`,
      );
      if (Number(left.rows[0]!.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await deadlocksOf(name)) - before).toBe(0);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  }, 180_000);
});
