import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamesListResponse } from '../../../contract/games/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { gamesPageQuery, gamesWhere } from './find-games';
import { count } from 'drizzle-orm';
import { games } from '../../db/schema';

/**
 * The search must stay an index search as the catalogue grows: with 100,000 more games (in this
 * file's own database) the plan of a 3+ character term uses the trigram index, never a
 * sequential scan of games.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    INSERT INTO games (vendor_code, game_type, game_code, name_en, name_vi, icon_seed, sort, is_hot)
    SELECT 'PG', 'RNG', 'gen-' || i, 'Generated ' || md5(i::text), 'Tạo Sẵn ' || md5(i::text), i, 100000 + i, false
    FROM generate_series(1, 100000) AS i`);
  await t.database.db.execute(sql`ANALYZE games`);
  t.deps.changes.emit('catalogue');
}, 120_000);
afterAll(() => t.close());

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const r = await t.database.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
  return r.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('search on 110,000 games', () => {
  it.each([
    ['vi', 'koi'],
    ['vi', 'hổ vàng'],
    ['en', 'tig'],
    ['en', 'golden tiger'],
  ] as const)('uses the trigram index for %s "%s" (page and count)', async (language, term) => {
    const filter = { language, gameName: term };
    const page = await plan(gamesPageQuery(t.database.db, filter, 1, 40));
    const total = await plan(t.database.db.select({ n: count() }).from(games).where(gamesWhere(filter)));
    for (const p of [page, total]) {
      expect(p).toContain(`games_search_${language}_trgm`);
      expect(p).not.toMatch(/Seq Scan on games/);
    }
  });

  it('still answers correctly and quickly through the call', async () => {
    const started = performance.now();
    const res = await t.get('/lgw/games/list?gameName=koi&language=vi&pageSize=100');
    const ms = performance.now() - started;
    const page = GamesListResponse.parse(await res.json()).value;
    const expected = await t.database.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM games WHERE search_vi LIKE '%koi%'`,
    );
    expect(page.total).toBe(Number(expected.rows[0]!.n));
    expect(page.total).toBeGreaterThan(0);
    expect(page.games.every((g) => g.gameName.toLowerCase().includes('koi'))).toBe(true);
    expect(ms).toBeLessThan(1000);
  });
});
