import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnnouncementsResponse, BannersResponse } from '../../../contract/announcements/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { signInAs } from '../../../tests/helpers/factories';

let t: TestApp;
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInAs(t.database.db, 'demo');
});
afterAll(() => t.close());

const count = async (type: string, executions: string[]) => {
  const r = await t.database.db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM announcements WHERE type = ${type} AND execution IN (${sql.join(
      executions.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  return Number(r.rows[0]!.n);
};

describe('GET /wps/system/announcements', () => {
  it('gives guests banners and execution B notices, popups and promotions', async () => {
    const res = await t.get('/wps/system/announcements?types=B,PL,PU,PR&execution=B&platform=W&language=en');
    expect(res.status).toBe(200);
    const v = AnnouncementsResponse.parse(await res.json()).value;
    const banners = await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM banners`);
    expect(v.banners).toHaveLength(Number(banners.rows[0]!.n));
    expect(v.player).toHaveLength(await count('PL', ['B']));
    expect(v.popup).toHaveLength(await count('PU', ['B']));
    expect(v.promotion).toHaveLength(await count('PR', ['B']));
    expect(v.home).toEqual([]);
    for (const a of [...v.player, ...v.popup, ...v.promotion]) expect(a.execution).toBe('B');
    const p = v.player[0]!;
    expect(p.publishedDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(new Date(p.publishedAt).toISOString()).toBe(p.publishedAt);
    const times = v.player.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(v.promotion.every((a) => a.promotionType !== null)).toBe(true);
    const home = v.banners.filter((b) => b.groupName === 'w_home');
    expect(home.length).toBeGreaterThan(0);
  });

  it('refuses execution A or F to guests (FORBIDDEN), and to a dead token', async () => {
    for (const execution of ['A', 'F', 'A,B', 'B,F']) {
      const res = await t.get(`/wps/system/announcements?execution=${execution}`);
      expect(res.status, execution).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const dead = await t.get('/wps/system/announcements?execution=A', {
      headers: { authorization: `Bearer ${'y'.repeat(43)}` },
    });
    expect(dead.status).toBe(403);
    expect((await t.get('/wps/system/announcements?execution=Z')).status).toBe(400);
    expect((await t.get('/wps/system/announcements?types=PL,XX')).status).toBe(400);
  });

  it('gives members execution A (and F) items, in the asked language', async () => {
    const res = await t.get('/wps/system/announcements?types=PL,PU,PR,H&execution=A,F&language=vi', {
      headers: member,
    });
    expect(res.status).toBe(200);
    const v = AnnouncementsResponse.parse(await res.json()).value;
    expect(v.banners).toEqual([]);
    expect(v.player).toHaveLength(await count('PL', ['A', 'F']));
    expect(v.home).toHaveLength(await count('H', ['A', 'F']));
    expect(v.player.every((a) => a.execution === 'A' || a.execution === 'F')).toBe(true);
    const vi = await t.database.db.execute<{ title_vi: string }>(
      sql`SELECT title_vi FROM announcements WHERE id = ${v.popup[0]!.id}`,
    );
    expect(v.popup[0]!.title).toBe(vi.rows[0]!.title_vi);
  });
});

describe('GET /wps/system/banners', () => {
  it('lists one group in order, with links', async () => {
    const res = await t.get('/wps/system/banners?groupName=w_home&language=en');
    const list = BannersResponse.parse(await res.json()).value.list;
    const rows = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM banners WHERE group_name = 'w_home' ORDER BY sort, id`,
    );
    expect(list.map((b) => b.id)).toEqual(rows.rows.map((r) => r.id));
    expect(list.every((b) => b.groupName === 'w_home' && b.url.startsWith('/img/banners/'))).toBe(true);
    expect(list.some((b) => b.linkageType !== null)).toBe(true);
    const etag = res.headers.get('etag')!;
    expect(
      (
        await t.get('/wps/system/banners?groupName=w_home&language=en', {
          headers: { 'if-none-match': etag },
        })
      ).status,
    ).toBe(304);
    expect((await t.get('/wps/system/banners?groupName=w_nope')).status).toBe(400);
  });
});
