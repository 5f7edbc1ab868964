import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavoriteIdsResponse, FavoritesResponse, RecentGamesResponse } from '../../../contract/games/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { signInAs } from '../../../tests/helpers/factories';
import { send } from '../../../tests/helpers/requests';

let t: TestApp;
let member: Record<string, string>;
let trial: Record<string, string>;
let ids: { rng: number[]; live: number };
beforeAll(async () => {
  t = await createTestApp();
  member = await signInAs(t.database.db, 'demo');
  trial = await signInAs(t.database.db, 'trial_demo');
  const rng = await t.database.db.execute<{ id: number }>(
    sql`SELECT id FROM games WHERE game_type = 'RNG' ORDER BY id LIMIT 3`,
  );
  const live = await t.database.db.execute<{ id: number }>(
    sql`SELECT id FROM games WHERE game_type = 'LIVE' AND is_game IS NULL ORDER BY id LIMIT 1`,
  );
  ids = { rng: rng.rows.map((r) => r.id), live: live.rows[0]!.id };
});
afterAll(() => t.close());

describe('favourites', () => {
  it('refuses guests (NOT_LOGGED_IN) and trial accounts (NEED_REAL_ACCOUNT)', async () => {
    const guest = await t.get('/wps/member/favorites/ids');
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const bogus = await t.get('/wps/member/favorites', {
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(bogus.status).toBe(401);
    const tr = await send(t, 'POST', '/wps/member/favorites', { headers: trial, body: { nodeId: ids.live } });
    expect(tr.status).toBe(403);
    expect(await tr.json()).toMatchObject({ code: 'NEED_REAL_ACCOUNT' });
  });

  it('adds idempotently, lists newest first, filters, and removes idempotently', async () => {
    for (const nodeId of [...ids.rng, ids.live, ids.rng[0]!]) {
      const res = await send(t, 'POST', '/wps/member/favorites', {
        headers: member,
        body: { nodeId, vendor: 'ignored', gameType: 'RNG' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ value: { nodeId, favorite: true } });
    }
    const rows = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM favorite_games`);
    expect(Number(rows.rows[0]!.n)).toBe(4);

    const idsRes = FavoriteIdsResponse.parse(
      await (await t.get('/wps/member/favorites/ids', { headers: member })).json(),
    );
    expect(new Set(idsRes.value.ids)).toEqual(new Set([...ids.rng, ids.live]));
    const liveIds = FavoriteIdsResponse.parse(
      await (await t.get('/wps/member/favorites/ids?gameType=LIVE', { headers: member })).json(),
    );
    expect(liveIds.value.ids).toEqual([ids.live]);

    const page = FavoritesResponse.parse(
      await (await t.get('/wps/member/favorites?language=en', { headers: member })).json(),
    ).value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 4 });
    expect(page.content.map((g) => g.nodeId)).toHaveLength(4);
    const paged = FavoritesResponse.parse(
      await (
        await t.get('/wps/member/favorites?pageSize=3&pageNo=2&gameType=RNG', { headers: member })
      ).json(),
    ).value;
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 1, total: 3, content: [] });

    for (let i = 0; i < 2; i++) {
      const del = await send(t, 'DELETE', `/wps/member/favorites/${ids.live}`, { headers: member });
      expect(del.status).toBe(200);
      expect(await del.json()).toMatchObject({ value: { nodeId: ids.live, favorite: false } });
    }
    const after = FavoriteIdsResponse.parse(
      await (await t.get('/wps/member/favorites/ids', { headers: member })).json(),
    );
    expect(after.value.ids).not.toContain(ids.live);
    expect(after.value.ids).toHaveLength(3);
  });

  it('NOT_FOUND for an unknown game; BAD_REQUEST for a bad id', async () => {
    const res = await send(t, 'POST', '/wps/member/favorites', {
      headers: member,
      body: { nodeId: 999_999_999 },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await send(t, 'POST', '/wps/member/favorites', { headers: member, body: { nodeId: 'x' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'nodeId' } });
    expect((await send(t, 'DELETE', '/wps/member/favorites/abc', { headers: member })).status).toBe(400);
  });
});

describe('recent games', () => {
  it('needs a real session and lists launched games, last played first', async () => {
    expect((await t.get('/wps/member/games/recent')).status).toBe(401);
    expect((await t.get('/wps/member/games/recent', { headers: trial })).status).toBe(403);

    const empty = RecentGamesResponse.parse(
      await (await t.get('/wps/member/games/recent', { headers: member })).json(),
    );
    expect(empty.value).toEqual({ list: [], totalPages: 0, total: 0 });

    for (const nodeId of [ids.rng[0], ids.live, ids.rng[1], ids.rng[0]]) {
      expect(
        (await send(t, 'POST', '/wps/game/launchGame', { headers: member, body: { nodeId } })).status,
      ).toBe(200);
    }
    const recent = RecentGamesResponse.parse(
      await (await t.get('/wps/member/games/recent?language=en', { headers: member })).json(),
    ).value;
    expect(recent.list.map((g) => g.nodeId)).toEqual([ids.rng[0], ids.rng[1], ids.live]);
    expect(recent.total).toBe(3);

    const rng = RecentGamesResponse.parse(
      await (
        await t.get('/wps/member/games/recent?gameType=RNG&pageSize=1&page=2', { headers: member })
      ).json(),
    ).value;
    expect(rng).toMatchObject({ totalPages: 2, total: 2 });
    expect(rng.list.map((g) => g.nodeId)).toEqual([ids.rng[1]]);
    expect((await t.get('/wps/member/games/recent?pageSize=21', { headers: member })).status).toBe(400);
  });
});
