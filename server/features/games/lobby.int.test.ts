import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HotGamesResponse,
  LanesResponse,
  VendorGameTypesResponse,
  VendorsResponse,
  WinnersResponse,
} from '../../../contract/games/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { expectDocumented, openApiDoc } from '../../../tests/helpers/openapi';
import { etagOf } from '../../core/http/etag';
import { findHotGames } from './find-hot-games';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /lgw/games/hot', () => {
  it('lists hot games only, of one vendor when asked', async () => {
    const all = HotGamesResponse.parse(await (await t.get('/lgw/games/hot')).json()).value.list;
    const n = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM games WHERE is_hot`);
    expect(all).toHaveLength(Number(n.rows[0]!.n));
    expect(all.every((g) => g.isHot === 1)).toBe(true);

    const pg = HotGamesResponse.parse(await (await t.get('/lgw/games/hot?vassalage=PG&language=en')).json())
      .value.list;
    expect(pg.length).toBeGreaterThan(0);
    expect(pg.every((g) => g.vassalage === 'PG' && g.isHot === 1)).toBe(true);

    const live = HotGamesResponse.parse(await (await t.get('/lgw/games/hot?gameType=LIVE')).json()).value
      .list;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('sends the full RNG list unchanged in every encoding, brotli at its best quality (ADR 063)', async () => {
    const url = '/lgw/games/hot?gameType=RNG&language=vi';
    // The answer as built before the change: the envelope around every hot RNG tile.
    const { list } = await findHotGames(t.database.db, { language: 'vi', gameType: 'RNG' });
    const expected = JSON.stringify({ success: true, code: 'OK', message: '', value: { list } });
    const bytes = async (accept: string) => {
      const res = await t.get(url, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('etag')).toBe(etagOf(expected));
      return { encoding: res.headers.get('content-encoding'), body: Buffer.from(await res.arrayBuffer()) };
    };
    const br = await bytes('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    const gz = await bytes('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(expected);
    const plain = await bytes('identity');
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString()).toBe(expected);
    // Quality 11 saves ~10 % on this list (15.0 KB at quality 9, 1/10.9 of the JSON; 13.5 KB at 11).
    expect(br.body.length).toBeLessThan(Buffer.byteLength(expected) / 11);
  });

  it('answers one page with its total when pageSize is asked (ADR 071)', async () => {
    const hot = async (q: string) =>
      HotGamesResponse.parse(await (await t.get(`/lgw/games/hot?${q}`)).json()).value;
    const all = (await hot('gameType=RNG&language=vi')).list;
    expect(all.length).toBeGreaterThan(24);
    const first = await hot('gameType=RNG&pageNo=1&pageSize=12&language=vi');
    expect(first.list).toEqual(all.slice(0, 12));
    expect(first.total).toBe(all.length);
    expect(first.totalPages).toBe(Math.ceil(all.length / 12));
    // pageNo defaults to 1; the pages join up to the whole list in its order.
    expect((await hot('gameType=RNG&pageSize=12&language=vi')).list).toEqual(first.list);
    expect((await hot('gameType=RNG&pageNo=2&pageSize=12&language=vi')).list).toEqual(all.slice(12, 24));
    const last = await hot(`gameType=RNG&pageNo=${first.totalPages}&pageSize=12&language=vi`);
    expect(last.list).toEqual(all.slice((first.totalPages! - 1) * 12));
    expect((await hot(`gameType=RNG&pageNo=${first.totalPages! + 1}&pageSize=12`)).list).toEqual([]);
    // The unpaged answer stays the original call's: a list and nothing else.
    expect(Object.keys(await hot('gameType=RNG'))).toEqual(['list']);
  });

  it('refuses a page size over 100 or below 1, and a page number below 1', async () => {
    for (const q of ['pageSize=101', 'pageSize=0', 'pageNo=0&pageSize=12', 'pageSize=x']) {
      const res = await t.get(`/lgw/games/hot?gameType=RNG&${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('BAD_REQUEST');
    }
  });

  it('answers a repeat with 304 and reloads on a catalogue change', async () => {
    const first = await t.get('/lgw/games/hot?vassalage=JL&language=vi&isPlatform=2&platform=html5-desktop');
    const etag = first.headers.get('etag')!;
    const before = HotGamesResponse.parse(await first.json()).value.list;
    const repeat = await t.get('/lgw/games/hot?vassalage=JL&language=vi', {
      headers: { 'if-none-match': etag },
    });
    expect(repeat.status).toBe(304);

    const victim = before[0]!.nodeId;
    await t.database.db.execute(sql`UPDATE games SET is_hot = false WHERE id = ${victim}`);
    // Not yet told: still the cached answer.
    expect(
      (await t.get('/lgw/games/hot?vassalage=JL&language=vi', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    t.deps.changes.emit('catalogue');
    const after = await t.get('/lgw/games/hot?vassalage=JL&language=vi', {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    const list = HotGamesResponse.parse(await after.json()).value.list;
    expect(list.map((g) => g.nodeId)).not.toContain(victim);
    expect(list).toHaveLength(before.length - 1);
  });
});

describe('GET /lgw/games/vendors and vendor_game_types', () => {
  it('lists one lane in order, or every vendor once', async () => {
    const rng = VendorsResponse.parse(await (await t.get('/lgw/games/vendors?gameType=RNG')).json()).value
      .list;
    expect(rng.map((v) => v.vassalage)).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    const all = VendorsResponse.parse(await (await t.get('/lgw/games/vendors?platform=html5-desktop')).json())
      .value.list;
    const codes = all.map((v) => v.vassalage);
    expect(new Set(codes).size).toBe(codes.length);
    const n = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM vendors`);
    expect(codes).toHaveLength(Number(n.rows[0]!.n));
    const vi = VendorsResponse.parse(await (await t.get('/lgw/games/vendors?gameType=SPORTS')).json()).value
      .list;
    expect(vi.find((v) => v.vassalage === 'SABA')?.displayName).toBe('SABA Thể Thao');
  });

  it("gives a vendor's game types with classify keys; NOT_FOUND for an unknown vendor", async () => {
    const pg = VendorGameTypesResponse.parse(
      await (await t.get('/lgw/games/vendor_game_types?vassalage=PG')).json(),
    ).value;
    expect(pg.gameTypes.map((g) => g.gameType)).toEqual(['RNG']);
    expect(pg.gameTypes[0]!.gameClassify).toEqual(expect.arrayContaining(['JP', 'SC']));
    const jdb = VendorGameTypesResponse.parse(
      await (await t.get('/lgw/games/vendor_game_types?vassalage=JDB')).json(),
    ).value;
    expect(jdb.gameTypes.map((g) => g.gameType)).toEqual(['RNG', 'FISH']);
    const res = await t.get('/lgw/games/vendor_game_types?vassalage=NOPE');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.get('/lgw/games/vendor_game_types')).status).toBe(400);
  });

  it('answers repeats with 304', async () => {
    for (const path of ['/lgw/games/vendors?gameType=LIVE', '/lgw/games/vendor_game_types?vassalage=EVO']) {
      const etag = (await t.get(path)).headers.get('etag')!;
      expect((await t.get(path, { headers: { 'if-none-match': etag } })).status, path).toBe(304);
    }
  });
});

describe('GET /lgw/games/lanes', () => {
  it('moves e-sport vendors and DS88 out of SPORTS into lanes right after it, and picks the prize mode', async () => {
    const res = await t.get('/lgw/games/lanes?language=en');
    const { lanes, prizeMode } = LanesResponse.parse(await res.json()).value.data;
    const titles = lanes.map((l) => l.title);
    expect(titles).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'ELOTT', 'LOTT']);
    const lane = (title: string) => lanes.find((l) => l.title === title)!;
    expect(lane('SPORTS').cards.map((c) => c.vassalage)).toEqual(['SABA', 'CMD', 'BTI', 'UG']);
    expect(lane('ESPORTS').cards.map((c) => c.vassalage)).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(lane('COCKFIGHT').cards.map((c) => c.vassalage)).toEqual(['DS88']);
    // TCG_LOTTO_VN sits in the seeded ELOTT lane.
    expect(prizeMode).toBe('ELOTT');
    const rng = lane('RNG');
    expect(rng.gameClassify?.map((g) => g.key)).toEqual(expect.arrayContaining(['SC', 'JP', 'TG']));

    const etag = res.headers.get('etag')!;
    expect((await t.get('/lgw/games/lanes?language=en', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
  });

  it('switches the prize mode to LOTT when the ELOTT lane loses TCG_LOTTO_VN', async () => {
    await t.database.db.execute(
      sql`DELETE FROM vendor_categories WHERE vendor_code = 'TCG_LOTTO_VN' AND game_type = 'ELOTT'`,
    );
    t.deps.changes.emit('catalogue');
    const { prizeMode, lanes } = LanesResponse.parse(await (await t.get('/lgw/games/lanes')).json()).value
      .data;
    expect(prizeMode).toBe('LOTT');
    expect(lanes.find((l) => l.title === 'ELOTT')!.cards.map((c) => c.vassalage)).not.toContain(
      'TCG_LOTTO_VN',
    );
  });
});

describe('GET /lgw/games/winners', () => {
  it('lists the newest wins first, 20 by default, at most 50', async () => {
    const def = WinnersResponse.parse(await (await t.get('/lgw/games/winners?gameCategory=ALL')).json()).value
      .list;
    expect(def).toHaveLength(20);
    const fifty = WinnersResponse.parse(
      await (await t.get('/lgw/games/winners?limitNum=50&language=en')).json(),
    ).value.list;
    expect(fifty).toHaveLength(50);
    const times = fifty.map((w) => Date.parse(w.vo.wonAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(fifty.slice(0, 20).map((w) => w.vo.wonAt)).toEqual(def.map((w) => w.vo.wonAt));
    const newest = await t.database.db.execute<{ won_at: Date }>(
      sql`SELECT won_at FROM big_wins ORDER BY won_at DESC LIMIT 1`,
    );
    expect(fifty[0]!.vo.wonAt).toBe(new Date(newest.rows[0]!.won_at).toISOString());

    const w = fifty[0]!;
    expect(w.customerName).toMatch(/\*\*\*/);
    expect(BigInt(w.winAmount)).toBeGreaterThanOrEqual(1_000_000n);
    expect(w.iconUrl).toBe(`/img/games/${w.vo.nodeId}.png?language=en`);
    expect(w.vo).toMatchObject({ gameId: w.gameId, customerName: w.customerName, winAmount: w.winAmount });

    expect((await t.get('/lgw/games/winners?limitNum=51')).status).toBe(400);
  });

  it('filters by game category', async () => {
    const live = WinnersResponse.parse(
      await (await t.get('/lgw/games/winners?gameCategory=LIVE&limitNum=50')).json(),
    ).value.list;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((w) => w.vo.gameType === 'LIVE')).toBe(true);
    expect((await t.get('/lgw/games/winners?gameCategory=NOPE')).status).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('lists every lobby call', async () => {
    const doc = await openApiDoc(t);
    const expected: [string, string][] = [
      ['/lgw/games/list', 'get'],
      ['/lgw/games/hot', 'get'],
      ['/lgw/games/vendors', 'get'],
      ['/lgw/games/vendor_game_types', 'get'],
      ['/lgw/games/lanes', 'get'],
      ['/lgw/games/winners', 'get'],
      ['/wps/member/favorites/ids', 'get'],
      ['/wps/member/favorites', 'get'],
      ['/wps/member/favorites', 'post'],
      ['/wps/member/favorites/{nodeId}', 'delete'],
      ['/wps/member/games/recent', 'get'],
      ['/wps/game/launchGame', 'post'],
      ['/wps/system/announcements', 'get'],
      ['/wps/system/banners', 'get'],
      ['/wps/system/helpCenter', 'get'],
    ];
    expectDocumented(doc, expected);
  });
});
