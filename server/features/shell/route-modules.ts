import fs from 'node:fs';
import path from 'node:path';
import { listClientPages, routeKey } from '../../../contract/routes';

/**
 * Scripts a route needs before its first render, besides the entry: the page names them
 * (`<link rel="modulepreload">`) so the browser fetches them with the entry, not after it.
 * Only the typed lobbies have one (decision 041: their chunk is not in the home lobby's first
 * download). The chunk's file name comes from the build's manifest (`dist/.vite/manifest.json`).
 */

/** The typed lobbies of spec section 2, from the route table. */
const typedLobby = listClientPages().find((p) => p.name === 'typed-lobby')!;
export const typedLobbyRoutes: readonly string[] = typedLobby.paths;

/** The module of the typed lobbies' chunk, as the manifest names it. */
export const typedLobbySource = typedLobby.module;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

export type RouteModules = (path: string) => string[];

/** The chunk of `source` and the chunks it imports, entries left out (the page loads those). */
export function chunksOf(manifest: Record<string, ManifestChunk>, source: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(source);
  return files;
}

/** No manifest (a dev server, a test's dist): no module hints, the page works as before. */
export function loadRouteModules(distDir: string): RouteModules {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return () => [];
  }
  const typed = chunksOf(manifest, typedLobbySource);
  const routes = new Set(typedLobbyRoutes.map(routeKey));
  return (urlPath) => (routes.has(routeKey(urlPath)) ? typed : []);
}
