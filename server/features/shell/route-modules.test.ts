import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lobbyPaths } from '../../../src/lib/route-rules';
import { chunksOf, loadRouteModules, typedLobbyRoutes, typedLobbySource } from './route-modules';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function distWith(manifest: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-modules-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true },
  [typedLobbySource]: { file: 'assets/TypedLobby-B.js', imports: ['index.html', '_shared-C.js'] },
  '_shared-C.js': { file: 'assets/shared-C.js', imports: ['index.html'] },
};

describe('route modules', () => {
  it('are the typed lobbies of the client, every one', () => {
    expect([...typedLobbyRoutes].sort()).toEqual(Object.keys(lobbyPaths).sort());
  });

  it("name a typed lobby's chunk and the chunks it imports, never the entry", () => {
    expect(chunksOf(manifest, typedLobbySource)).toEqual(['/assets/TypedLobby-B.js', '/assets/shared-C.js']);
    const modules = loadRouteModules(distWith(manifest));
    expect(modules('/rng')).toEqual(['/assets/TypedLobby-B.js', '/assets/shared-C.js']);
    expect(modules('/Live/')).toEqual(['/assets/TypedLobby-B.js', '/assets/shared-C.js']);
    expect(modules('/')).toEqual([]);
    expect(modules('/member')).toEqual([]);
  });

  it('are none without a build manifest', () => {
    expect(loadRouteModules(path.join(os.tmpdir(), 'no-such-dist'))('/rng')).toEqual([]);
  });
});
