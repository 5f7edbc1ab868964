import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamesListResponse, type GamesPage } from '../../../contract/games/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query: string): Promise<GamesPage> {
  const res = await t.get(`/lgw/games/list?${query}`);
  expect(res.status).toBe(200);
  return GamesListResponse.parse(await res.json()).value;
}

async function scalar(q: ReturnType<typeof sql>): Promise<number> {
  const r = await t.database.db.execute<{ n: string }>(q);
  return Number(r.rows[0]!.n);
}

describe('GET /lgw/games/list', () => {
  it('pages RNG games 40 at a time, ordered by sort then id, with tiles of the spec', async () => {
    const total = await scalar(sql`SELECT count(*) AS n FROM games WHERE game_type = 'RNG'`);
    const page = await list('gameType=RNG');
    expect(page.total).toBe(total);
    expect(page.totalPages).toBe(Math.ceil(total / 40));
    expect(page.games).toHaveLength(40);
    const expected = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM games WHERE game_type = 'RNG' ORDER BY sort, id LIMIT 40`,
    );
    expect(page.games.map((g) => g.nodeId)).toEqual(expected.rows.map((r) => r.id));
    const tile = page.games[0]!;
    expect(tile).toMatchObject({
      gameType: 'RNG',
      iconUrl: `/img/games/${tile.nodeId}.png?language=vi`,
      lagerIcon: `/img/games/${tile.nodeId}.png?language=vi`,
    });
    expect([0, 1]).toContain(tile.isHot);
    expect(tile.gameName).toBe(tile.displayName);
  });

  it('gives names in the asked language', async () => {
    const [row] = (
      await t.database.db.execute<{ id: number; name_en: string; name_vi: string }>(
        sql`SELECT id, name_en, name_vi FROM games WHERE game_type = 'RNG' AND name_en <> name_vi ORDER BY sort, id LIMIT 1`,
      )
    ).rows;
    const vassalageOf = await t.database.db.execute<{ vendor_code: string }>(
      sql`SELECT vendor_code FROM games WHERE id = ${row!.id}`,
    );
    const q = `gameType=RNG&vassalage=${vassalageOf.rows[0]!.vendor_code}&pageSize=100`;
    const vi = await list(`${q}&language=vi`);
    const en = await list(`${q}&language=en`);
    expect(vi.games.find((g) => g.nodeId === row!.id)?.gameName).toBe(row!.name_vi);
    expect(en.games.find((g) => g.nodeId === row!.id)?.gameName).toBe(row!.name_en);
  });

  it('pages are stable: consecutive pages neither overlap nor skip', async () => {
    const a = await list('gameType=RNG&vassalage=PG&pageSize=100&pageNo=1');
    const b = await list('gameType=RNG&vassalage=PG&pageSize=100&pageNo=2');
    const both = await list('gameType=RNG&vassalage=PG&pageSize=100&pageNo=1');
    expect(both.games.map((g) => g.nodeId)).toEqual(a.games.map((g) => g.nodeId));
    const ids = new Set([...a.games, ...b.games].map((g) => g.nodeId));
    expect(ids.size).toBe(200);
  });

  it('filters by vendor, isNew and classify', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100');
    expect(pg.total).toBe(
      await scalar(sql`SELECT count(*) AS n FROM games WHERE game_type='RNG' AND vendor_code='PG'`),
    );
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);

    const fresh = await list('gameType=RNG&isNew=1&pageSize=100');
    expect(fresh.total).toBe(
      await scalar(sql`SELECT count(*) AS n FROM games WHERE game_type='RNG' AND is_new`),
    );
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew === 1)).toBe(true);
    const old = await list('gameType=RNG&isNew=false&pageSize=5');
    expect(old.total).toBe(
      await scalar(sql`SELECT count(*) AS n FROM games WHERE game_type='RNG' AND NOT is_new`),
    );

    const jp = await list('gameType=RNG&gameClassify=JP&pageSize=100');
    expect(jp.total).toBe(await scalar(sql`SELECT count(*) AS n FROM games WHERE classify = 'JP'`));
    expect(jp.games.every((g) => g.gameClassify === 'JP')).toBe(true);

    const live = await list('gameType=LIVE');
    expect(live.games.every((g) => g.gameType === 'LIVE')).toBe(true);
    expect(live.games.some((g) => g.isGame === 'VASSALAGE')).toBe(true);
  });

  it('treats empty parameters as absent, as the lobby sends them', async () => {
    const a = await list('gameType=FISH&vassalage=&gameClassify=&gameName=&isNew=');
    const b = await list('gameType=FISH');
    expect(a).toEqual(b);
  });

  it('returns an empty list past the last page, with the totals', async () => {
    const first = await list('gameType=FISH&pageSize=10');
    const beyond = await list(`gameType=FISH&pageSize=10&pageNo=${first.totalPages + 1}`);
    expect(beyond.games).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect(beyond.totalPages).toBe(first.totalPages);
  });

  it('refuses bad input with the field', async () => {
    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['pageNo=0', 'pageNo'],
      ['gameType=XX', 'gameType'],
      ['gameClassify=ZZ', 'gameClassify'],
      ['gameName=a', 'gameName'],
      ['gameName=%20x%20', 'gameName'],
      ['vassalage=a%27b', 'vassalage'],
    ]) {
      const res = await t.get(`/lgw/games/list?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', value: { field } });
    }
  });

  it('answers a repeat with 304', async () => {
    const first = await t.get('/lgw/games/list?gameType=RNG');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await t.get('/lgw/games/list?gameType=RNG', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('search (gameName)', () => {
  it('finds "Hổ Vàng" by "ho vang" in vi and "golden tiger" in en, case and accents ignored', async () => {
    const hits = await t.database.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM games WHERE name_vi ILIKE '%Hổ Vàng%'`,
    );
    expect(Number(hits.rows[0]!.n)).toBeGreaterThan(0);

    const vi = await list('gameName=ho%20vang&language=vi&pageSize=100');
    expect(vi.total).toBeGreaterThanOrEqual(Number(hits.rows[0]!.n));
    expect(vi.games.some((g) => g.gameName.includes('Hổ Vàng'))).toBe(true);
    const upper = await list('gameName=%20H%E1%BB%94%20V%C3%80NG%20&language=vi&pageSize=100');
    expect(upper.total).toBe(vi.total);

    const en = await list('gameName=golden%20tig&language=en&pageSize=100');
    expect(en.total).toBeGreaterThan(0);
    expect(en.games.every((g) => g.gameName.toLowerCase().includes('golden tig'))).toBe(true);
    // en searches English names only.
    expect((await list('gameName=ho%20vang&language=en')).total).toBe(0);
  });

  it('finds a game by its English name in vi too ("elephant" once found nothing)', async () => {
    const elephants = await scalar(
      sql`SELECT count(*) AS n FROM games WHERE search_en LIKE '%elephant%' OR search_vi LIKE '%elephant%'`,
    );
    expect(elephants).toBeGreaterThan(0);
    const vi = await list('gameName=ELEPHANT&language=vi&pageSize=100');
    expect(vi.total).toBe(elephants);
    // The tiles still read their Vietnamese names.
    expect(vi.games.some((g) => g.gameName.includes('Voi'))).toBe(true);
    // A term in both names counts each game once.
    const both = await scalar(
      sql`SELECT count(*) AS n FROM games WHERE search_vi LIKE '%an%' OR search_en LIKE '%an%'`,
    );
    expect((await list('gameName=an&language=vi')).total).toBe(both);
  });

  it('combines with the other filters', async () => {
    const all = await list('gameName=vang&language=vi&pageSize=100');
    const pg = await list('gameName=vang&language=vi&vassalage=PG&pageSize=100');
    expect(pg.total).toBeGreaterThan(0);
    expect(pg.total).toBeLessThan(all.total);
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
  });

  it('takes % and _ literally', async () => {
    await t.database.db.execute(sql`
      INSERT INTO games (vendor_code, game_type, game_code, name_en, name_vi, icon_seed, sort)
      VALUES ('PG', 'RNG', 'test-100pct', '100% Wild_Reels', '100% Cuộn_Hoang', 1, 99999)`);
    t.deps.changes.emit('catalogue');
    const pct = await list('gameName=100%25&language=en');
    expect(pct.games.map((g) => g.gameId)).toEqual(['test-100pct']);
    const under = await list('gameName=d_r&language=en');
    expect(under.games.map((g) => g.gameId)).toEqual(['test-100pct']);
    // Without escaping, "_" would match any character and "%" anything.
    expect((await list('gameName=l%25r&language=en')).total).toBe(0);
    expect((await list('gameName=n_h&language=vi')).total).toBe(
      await scalar(
        sql`SELECT count(*) AS n FROM games WHERE search_vi LIKE '%n\\_h%' OR search_en LIKE '%n\\_h%'`,
      ),
    );
  });
});
