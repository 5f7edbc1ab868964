import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spaRoutes } from '../server/static';
import { typedLobbyRoutes, typedLobbySource } from '../server/features/shell/route-modules';
import { homePaths, lobbyPaths, lotteryPaths } from '../src/lib/route-rules';
import { clientPages, clientRoutes, pagesOutsideLayout, pathsOf, routeKey, type ClientPage } from './routes';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the route table', () => {
  it('lists the client paths of spec section 2, each once', () => {
    const paths = clientRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/index.html',
        '/rng',
        '/login',
        '/register',
        '/pointMall',
        '/redEnvelope',
        '/luckyWheel',
        '/goldenEgg',
        '/vnlottery',
        '/lottert',
        '/agent',
        '/agentHome',
        '/console',
      ]),
    );
    expect(paths).toHaveLength(37);
  });

  it('gives every page a path and a module that exists', () => {
    for (const [page, module] of Object.entries(clientPages)) {
      expect(pathsOf(page as ClientPage).length, page).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(root, module)), module).toBe(true);
    }
  });

  it("is what the router maps: each page's module is imported by the shell's routes", () => {
    const router =
      read('src/app/Router.tsx') + read('src/app/LayoutRoutes.tsx') + read('src/app/typed-lobby-route.tsx');
    for (const [page, module] of Object.entries(clientPages)) {
      const name = path.basename(module, '.tsx');
      expect(router, page).toMatch(new RegExp(`['"][./]+/features/[\\w/-]*\\b${name}['"]`));
    }
    for (const page of pagesOutsideLayout)
      expect(read('src/app/Router.tsx')).toMatch(new RegExp(`'?${page}'?: `));
  });

  it("is the server's SPA fallback and the render shell's typed lobbies", () => {
    expect([...spaRoutes]).toEqual(clientRoutes.map((r) => r.path));
    expect([...typedLobbyRoutes].sort()).toEqual(Object.keys(lobbyPaths).sort());
    expect(typedLobbySource).toBe(clientPages['typed-lobby']);
  });

  it("is the client's route rules", () => {
    expect([...homePaths]).toEqual(['/', '/index', '/index.html', '/home']);
    expect(Object.keys(lotteryPaths)).toEqual(pathsOf('lottery'));
  });

  it('spells a request path as a lookup key', () => {
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/Live/')).toBe('/live');
    expect(routeKey('//')).toBe('/');
  });
});
