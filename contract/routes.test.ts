import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spaRoutes } from '../server/static';
import { typedLobbyRoutes, typedLobbySource } from '../server/features/shell/route-modules';
import { lobbyPaths, lotteryPaths } from '../src/lib/route-rules';
import * as routes from './routes';
import { listClientPages, listClientPaths, routeKey } from './routes';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const router = read('src/app/Router.tsx') + read('src/app/LayoutRoutes.tsx');
const shell = router + read('src/app/typed-lobby-route.tsx');

describe('the route table', () => {
  it('lists the client paths of spec section 2, each once', () => {
    const paths = listClientPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/index.html',
        '/rng',
        '/login',
        '/pointMall',
        '/redEnvelope',
        '/goldenEgg',
      ]),
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/vnlottery', '/lottert', '/agent', '/agentHome', '/console']),
    );
    expect(paths).toHaveLength(37);
  });

  it('gives every page a path and a module that exists', () => {
    for (const page of listClientPages()) {
      expect(page.paths.length, page.name).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(root, page.module)), page.module).toBe(true);
    }
  });

  it("is what the router maps: every page's path constant is routed, every page module imported", () => {
    const lists = Object.keys(routes).filter((name) => /Paths?$/.test(name) && name !== 'listClientPaths');
    expect(lists).toHaveLength(listClientPages().length);
    for (const name of lists) expect(router, name).toMatch(new RegExp(`\\b${name}\\b`));
    for (const page of listClientPages()) {
      const name = path.basename(page.module, '.tsx');
      expect(shell, page.name).toMatch(new RegExp(`['"][./]+/features/[\\w/-]*\\b${name}['"]`));
    }
    for (const page of listClientPages().filter((p) => p.outsideLayout)) {
      expect(read('src/app/Router.tsx'), page.name).toContain(
        page.module.replace(/^src\/(.*)\.tsx$/, "'../$1'"),
      );
    }
  });

  it("is the server's SPA fallback and the render shell's typed lobbies", () => {
    expect([...spaRoutes]).toEqual(listClientPaths());
    expect([...typedLobbyRoutes].sort()).toEqual(Object.keys(lobbyPaths).sort());
    expect(typedLobbySource).toBe('src/features/games/TypedLobby.tsx');
  });

  it("is the client's route rules", () => {
    expect(lobbyPaths['/rng']).toBe('RNG');
    expect(lotteryPaths['/seaLottery']).toBe('sea');
  });

  it('spells a request path as a lookup key', () => {
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/Live/')).toBe('/live');
    expect(routeKey('//')).toBe('/');
  });
});
