import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createShellHints } from './find-shell-hints';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { games: { iconUrl: string; vendor?: string }[] };
const firstIcons = async (query: string, count = 1) => {
  const body = (await (await t.get(`/lgw/games/list?${query}`)).json()) as { value: Listed };
  return body.value.games.slice(0, count).map((g) => g.iconUrl);
};

describe('shell hints', () => {
  it('gives the home lobby its first w_home banner, in the visitor language, as the API does', async () => {
    const hints = createShellHints(t.deps);
    const api = (await (await t.get('/wps/system/announcements?language=en&types=B&execution=B')).json()) as {
      value: { banners: { url: string; title: string; groupName: string }[] };
    };
    const first = api.value.banners.find((b) => b.groupName === 'w_home')!;
    const en = await hints('/', new URLSearchParams(), 'en');
    expect(en.banner).toEqual({ url: first.url, title: first.title });
    expect(en.images).toEqual([first.url]);
    expect(en.route).toBe('/');
    expect((await hints('/home/', new URLSearchParams(), 'vi')).banner?.url).toMatch(/language=vi$/);
  });

  it('preloads the first tile of a grid lobby and draws its first row, the same the lobby asks for first', async () => {
    const hints = createShellHints(t.deps);
    const rng = await hints('/rng', new URLSearchParams(), 'vi');
    expect(rng.images).toEqual(await firstIcons('language=vi&gameType=RNG&pageNo=1&pageSize=40'));
    expect(rng.images).toHaveLength(1);
    expect(rng.route).toBe('/rng');
    expect(rng.tiles).toEqual(await firstIcons('language=vi&gameType=RNG&pageNo=1&pageSize=40', 2));
    expect(rng.tiles).toHaveLength(2);
    // The page itself goes into the HTML: the same answer the lobby would get from the API.
    const api = (await (
      await t.get('/lgw/games/list?language=vi&gameType=RNG&pageNo=1&pageSize=40')
    ).json()) as {
      value: unknown;
    };
    expect(rng.data).toEqual({
      firstPage: { gameType: 'RNG', vassalage: null, language: 'vi', page: api.value },
    });
    const pg = await hints('/rng', new URLSearchParams('vassalage=JDB'), 'vi');
    expect(pg.images).toEqual(
      await firstIcons('language=vi&gameType=RNG&vassalage=JDB&pageNo=1&pageSize=40'),
    );
    expect(pg.images).not.toEqual(rng.images);
    expect(pg.tiles).toEqual(
      await firstIcons('language=vi&gameType=RNG&vassalage=JDB&pageNo=1&pageSize=40', 2),
    );
    expect(pg.data?.firstPage.vassalage).toBe('JDB');
  });

  it('gives nothing for other routes or a malformed vendor', async () => {
    const hints = createShellHints(t.deps);
    expect(await hints('/member', new URLSearchParams(), 'vi')).toEqual({ images: [] });
    expect(await hints('/sports', new URLSearchParams(), 'vi')).toEqual({ images: [] });
    // The file the service worker stores and serves for every page of the installed app.
    expect(await hints('/index.html', new URLSearchParams(), 'vi')).toEqual({ images: [] });
    const odd = await hints('/rng', new URLSearchParams('vassalage=../x'), 'vi');
    expect(odd.images).toEqual((await hints('/rng', new URLSearchParams(), 'vi')).images);
  });
});
