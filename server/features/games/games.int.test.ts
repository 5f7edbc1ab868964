import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameMenusResponse } from '../../../contract/games/schemas';
import { gameTypes } from '../../../contract/common';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { gameIconPng } from '../media';
import { initials } from '../media';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /lgw/games/game_menus', () => {
  it('lists categories in configured order, each with vendors, names in the asked language', async () => {
    const vi = GameMenusResponse.parse(await (await t.get('/lgw/games/game_menus?language=vi')).json()).value;
    const en = GameMenusResponse.parse(await (await t.get('/lgw/games/game_menus?language=en')).json()).value;
    expect(vi.map((m) => m.gameCategory)).toEqual(en.map((m) => m.gameCategory));
    for (const m of vi) expect(m.vendors.length).toBeGreaterThan(0);
    expect(new Set(vi.map((m) => m.gameCategory))).toEqual(new Set(gameTypes));

    const order = await t.database.db.execute<{ game_type: string }>(
      sql`SELECT game_type FROM game_categories ORDER BY sort`,
    );
    expect(vi.map((m) => m.gameCategory)).toEqual(order.rows.map((r) => r.game_type));

    const rng = vi.find((m) => m.gameCategory === 'RNG')!;
    expect(rng.vendors.map((v) => v.vassalage)).toEqual(
      expect.arrayContaining(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']),
    );
    expect(rng.vendors[0]!.logoUrl).toMatch(/^\/img\/vendors\/\w+\.png$/);
  });

  it('defaults to vi and refuses an unknown language', async () => {
    const def = await (await t.get('/lgw/games/game_menus')).text();
    expect(def).toBe(await (await t.get('/lgw/games/game_menus?language=vi')).text());
    const bad = await t.get('/lgw/games/game_menus?language=xx');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      value: { field: 'language' },
    });
  });

  it('answers a repeat with 304 and drops its cache when the catalogue changes', async () => {
    const first = await t.get('/lgw/games/game_menus?language=en');
    const etag = first.headers.get('etag')!;
    expect(
      (await t.get('/lgw/games/game_menus?language=en', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    await t.database.db.execute(sql`UPDATE vendors SET name_en = name_en || ' Renamed' WHERE code = 'PG'`);
    t.deps.changes.emit('catalogue');
    const after = await t.get('/lgw/games/game_menus?language=en', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const menus = GameMenusResponse.parse(await after.json()).value;
    expect(menus.flatMap((m) => m.vendors).find((v) => v.vassalage === 'PG')?.displayName).toMatch(
      /Renamed$/,
    );
  });
});

describe('generated media', () => {
  it('still serves game icons and vendor logos as SVG (links from before), and banners', async () => {
    const game = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM games ORDER BY id LIMIT 1`);
    const icon = await t.get(`/img/games/${game.rows[0]!.id}.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg/);

    expect((await t.get('/img/vendors/PG.svg')).status).toBe(200);
    const banner = await t.database.db.execute<{ image_url: string }>(
      sql`SELECT image_url FROM banners LIMIT 1`,
    );
    expect((await t.get(banner.rows[0]!.image_url)).status).toBe(200);
  });

  it('serves game icons and vendor logos as PNG (the links the lobby gets), cacheable with an ETag', async () => {
    const game = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM games ORDER BY id LIMIT 1`);
    const url = `/img/games/${game.rows[0]!.id}.png`;
    const icon = await t.get(url);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const body = Buffer.from(await icon.arrayBuffer());
    expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(body.readUInt32BE(16)).toBe(200); // IHDR width
    const etag = icon.headers.get('etag')!;
    expect((await t.get(url, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const logo = await t.get('/img/vendors/PG.png');
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).readUInt32BE(16)).toBe(160);
    expect((await t.get('/img/vendors/NOPE.png')).status).toBe(404);
  });

  it('draws a game icon from the name in the language asked ("RO" once came from English names)', async () => {
    const rows = await t.database.db.execute<{
      id: number;
      name_vi: string;
      name_en: string;
      vendor_code: string;
      icon_seed: number;
    }>(sql`SELECT id, name_vi, name_en, vendor_code, icon_seed FROM games ORDER BY id LIMIT 50`);
    const g = rows.rows.find((r) => initials(r.name_vi) !== initials(r.name_en))!;
    const png = async (language: string) =>
      Buffer.from(await (await t.get(`/img/games/${g.id}.png?language=${language}`)).arrayBuffer());
    const drawn = (name: string) => gameIconPng({ name, vendor: g.vendor_code, seed: g.icon_seed });
    expect((await png('vi')).equals(drawn(g.name_vi))).toBe(true);
    expect((await png('en')).equals(drawn(g.name_en))).toBe(true);
    expect((await t.get(`/img/games/${g.id}.png?language=xx`)).status).toBe(400);
  });

  it('gives NOT_FOUND for an unknown id and BAD_REQUEST for a malformed name', async () => {
    const missing = await t.get('/img/games/999999999.png');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.get('/img/games/..%2F..%2Fetc.svg')).status).toBe(400);
  });
});
