import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_BET_TYPES } from '../contract/house/rules';
import type { Database, Db } from './db/client';
import { readEdgeRows, setRate } from './features/rebate';
import { createTestDatabase } from '../tests/helpers/test-db';

/**
 * The house keeps its edge (decision 093) at the seeded configuration, on real
 * PostgreSQL: every bet type of every engine that deals a listed game returns under 100% with
 * rebate, points and missions counted (server/features/rebate/house-edge.ts says how), and an
 * operator's rate that would break it is refused.
 */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
});
afterAll(() => database.close());

const pct = (x: number) => Math.round(x * 10_000) / 100;

describe('the house keeps its edge on every bet, rewards counted (decision 093)', () => {
  it('every engine and bet type of every listed game returns under 100% with rebate, points and missions', async () => {
    const rows = await readEdgeRows(db);
    // Every engine deals some listed game, and every bet type is held.
    expect(new Set(rows.map((r) => r.engine))).toEqual(new Set(Object.keys(HOUSE_BET_TYPES)));
    expect(rows.length).toBeGreaterThan(9);
    expect(
      rows
        .filter((r) => r.total >= 1)
        .map((r) => `${r.gameType}/${r.classify} ${r.betType} ${pct(r.total)}%`),
    ).toEqual([]);
  });

  it('counts the rewards as the seed states them (by hand: slot, RNG table game banker, live banker, two tables)', async () => {
    const rows = await readEdgeRows(db);
    const at = (gameType: string, classify: string | null, betType: string) =>
      pct(
        rows.find((r) => r.gameType === gameType && r.classify === classify && r.betType === betType)!.total,
      );
    // A point is worth 200,000 / 1,800 = 111.1 ₫ (the mall's best cash good).
    // Slot: 96.05 + 0.005 + jackpot 0.5 + 0.1 + rebate 1.00 (VIP 5) + points 1.111 + daily slot mission 1.00.
    expect(at('RNG', null, 'line')).toBeCloseTo(99.77, 1);
    // Banker on an RNG table game: 98.94 + 0.005 + 20% x (1.00 + 1.111 + 1.00).
    expect(at('RNG', 'TG', 'banker')).toBeCloseTo(99.57, 1);
    // Banker at a live table: 98.94 + 0.005 + 20% x (1.10 + 0.556 + weekly live mission 1.00).
    expect(at('LIVE', null, 'banker')).toBeCloseTo(99.48, 1);
    // The tables are held before they open (decision 098), e.g. chẵn at a live xóc đĩa table, the
    // tightest of them: 99.00 + 0.005 + 20% x 2.656; roulette's straight at an RNG table game:
    // 97.30 + 0.005 + 20% x 3.111.
    const table = (gameType: string, classify: string | null, engine: string, betType: string) =>
      pct(
        rows.find(
          (r) =>
            r.gameType === gameType &&
            r.classify === classify &&
            r.engine === engine &&
            r.betType === betType,
        )!.total,
      );
    expect(table('LIVE', null, 'xoc-dia', 'even')).toBeCloseTo(99.54, 1);
    expect(table('RNG', 'TG', 'roulette', 'straight')).toBeCloseTo(97.93, 1);
  });

  it('refuses a rebate rate that would let a bet pay a grinder, writing nothing', async () => {
    const before = await db.execute(
      sql`SELECT rate_bp FROM rebate_rates WHERE game_type = 'RNG' AND vip_level = 5`,
    );
    await expect(
      setRate(db, 'cli:test', { gameType: 'RNG', vipLevel: 5, rateBp: 150 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/RNG slot line would return 100\.27%/),
    });
    const after = await db.execute(
      sql`SELECT rate_bp FROM rebate_rates WHERE game_type = 'RNG' AND vip_level = 5`,
    );
    expect(after.rows).toEqual(before.rows);
    const audits = await db.execute(sql`SELECT 1 FROM operator_audit WHERE target = 'rebate:RNG:5'`);
    expect(audits.rows).toEqual([]);
    // A rate within the edge is taken.
    await expect(
      setRate(db, 'cli:test', { gameType: 'RNG', vipLevel: 5, rateBp: 110 }),
    ).resolves.toMatchObject({
      rateBp: 110,
    });
  });
});
