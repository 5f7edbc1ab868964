import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { KeyedCache } from './core/storage/keyed-cache';
import type { FindShellHints } from './features/shell/find-shell-hints';
import { noHints, renderShell, type ShellHints } from './features/shell/render-shell';
import { loadRouteModules } from './features/shell/route-modules';
import { listClientPaths, routeKey } from '../contract/routes';

type Asset = { body: Buffer; br?: Buffer; gzip?: Buffer; type: string; etag: string; cacheControl: string };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Client routes of spec section 2, from the one route table (contract/routes.ts). Any of these gets
 * the app shell; other extension-less paths get it too (the app draws its not-found page) but with
 * status 404.
 */
export const spaRoutes: readonly string[] = listClientPaths();
const spaRouteSet = new Set(spaRoutes.map(routeKey));

function cacheControlFor(urlPath: string): string {
  // Vite puts content-hashed files under /assets: they can never change, so cache them for good.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // The shell, the worker and the manifest must be revalidated or a deploy would never arrive.
  if (/\.(html|webmanifest)$|^\/sw\.js$|^\/workbox-.*\.js$|^\/registerSW\.js$/.test(urlPath))
    return 'no-cache';
  return 'public, max-age=86400';
}

function readTree(dir: string, base = dir, out = new Map<string, Asset>()): Map<string, Asset> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      readTree(full, base, out);
      continue;
    }
    // Compressed variants are attached to their original; dotfiles (the build stamp) are private.
    if (/\.(br|gz)$/.test(entry.name) || entry.name.startsWith('.')) continue;
    const urlPath = '/' + path.relative(base, full).split(path.sep).join('/');
    const body = fs.readFileSync(full);
    const read = (ext: string) => (fs.existsSync(full + ext) ? fs.readFileSync(full + ext) : undefined);
    const br = read('.br');
    const gzip = read('.gz');
    out.set(urlPath, {
      body,
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
      type: TYPES[path.extname(entry.name)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: cacheControlFor(urlPath),
    });
  }
  return out;
}

export type StaticSite = { available: boolean; handle(c: Context): Promise<Response> };

/** The hints may not hold the page up: past this, the plain shell goes out. */
const hintsBudgetMs = 250;

async function hintsFor(c: Context, find: FindShellHints): Promise<ShellHints | undefined> {
  const url = new URL(c.req.url);
  const language = getCookie(c, 'lang') === 'en' ? 'en' : 'vi';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), hintsBudgetMs);
  });
  try {
    // A failure (database down, say) costs the hints, never the page.
    return await Promise.race([find(url.pathname, url.searchParams, language).catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Hints are for a page the browser paints: not for `/index.html`, the copy the service worker
 * fetches, stores and then serves for every page of the installed app (the still home banner would
 * cover every page), nor for any other fetch by a script (Sec-Fetch-Dest other than document; a
 * browser too old to send it is taken as a navigation).
 */
function paintsHints(c: Context, urlPath: string): boolean {
  if (urlPath === '/index.html') return false;
  const dest = c.req.header('sec-fetch-dest');
  return dest === undefined || dest === 'document';
}

/** The shell with hints put in (a few KB), compressed here rather than by the build. */
function buildHinted(shell: Asset, body: Buffer): Asset {
  return {
    body,
    gzip: zlib.gzipSync(body, { level: 6 }),
    type: shell.type,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: shell.cacheControl,
  };
}

/**
 * The built PWA, held in memory (a few hundred KB): no disk access per request, and the
 * precompressed variants written by the build are sent to clients that accept them.
 */
export function loadStaticSite(distDir: string, findHints?: FindShellHints): StaticSite {
  const available = fs.existsSync(path.join(distDir, 'index.html'));
  const assets = available ? readTree(distDir) : new Map<string, Asset>();
  const shell = assets.get('/index.html');
  // The hints change with the content, not per visitor: each distinct page is compressed and
  // hashed once, not on every first visit.
  const hinted = new KeyedCache<Asset>({ maxEntries: 64, maxAgeMs: 10 * 60_000 });
  const shellHtml = shell?.body.toString('utf8') ?? '';
  const routeModules = loadRouteModules(distDir);
  const withHints = (page: Asset, hints: ShellHints): Promise<Asset> | undefined => {
    const out = renderShell(shellHtml, hints);
    if (out === shellHtml) return undefined;
    return hinted.get(out, () => Promise.resolve(buildHinted(page, Buffer.from(out, 'utf8'))));
  };

  const send = (c: Context, asset: Asset, status: 200 | 404) => {
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Cache-Control': asset.cacheControl,
      ETag: asset.etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && c.req.header('if-none-match') === asset.etag)
      return new Response(null, { status: 304, headers });
    const accept = c.req.header('accept-encoding') ?? '';
    let body = asset.body;
    if (asset.br && /\bbr\b/.test(accept)) {
      body = asset.br;
      headers['Content-Encoding'] = 'br';
    } else if (asset.gzip && /\bgzip\b/.test(accept)) {
      body = asset.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  };

  return {
    available,
    async handle(c) {
      const urlPath = decodeURIComponentSafe(new URL(c.req.url).pathname);
      const asset = urlPath === '/index.html' ? undefined : assets.get(urlPath);
      if (asset) return send(c, asset, 200);
      const looksLikeFile = /\.[a-z0-9]+$/i.test(urlPath) && urlPath !== '/index.html';
      if (looksLikeFile || !shell) {
        return new Response('Not found', {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      }
      const known = spaRouteSet.has(routeKey(urlPath));
      if (!known) return send(c, shell, 404);
      const paints = paintsHints(c, urlPath);
      const found = findHints && paints ? await hintsFor(c, findHints) : undefined;
      // A typed lobby's chunk is named even when the picture hints came too late (decision 041).
      const modules = paints ? routeModules(urlPath) : [];
      const hints = modules.length > 0 ? { ...(found ?? noHints), modules } : found;
      return send(c, (hints && (await withHints(shell, hints))) ?? shell, 200);
    },
  };
}

function decodeURIComponentSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
