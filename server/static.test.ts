import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from './static';

let dir: string;
let app: Hono;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = 'console.log("app");'.repeat(100);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.x=1');
  fs.writeFileSync(path.join(dir, 'icon.png'), Buffer.from([137, 80, 78, 71]));
  const site = loadStaticSite(dir);
  app = new Hono();
  app.notFound((c) => site.handle(c));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('static PWA serving', () => {
  it('caches hashed assets for good and sends the brotli variant to clients that accept it', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log');
  });

  it('never lets the shell or the worker be cached without revalidation', async () => {
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the shell for every client route and a 404 shell for unknown routes', async () => {
    for (const route of ['/', '/rng', '/login', '/agentHome', '/vnlottery', '/help', '/index.html']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('id="root"');
  });

  it('answers a missing file with a plain 404, not the shell', async () => {
    const res = await app.request('/assets/missing-zzz.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  it('answers a matching ETag with 304 and HEAD without a body', async () => {
    const first = await app.request('/icon.png');
    const etag = first.headers.get('etag')!;
    expect((await app.request('/icon.png', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await app.request('/icon.png', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('shell hints', () => {
  const hintedApp = (find: Parameters<typeof loadStaticSite>[1]) => {
    const site = loadStaticSite(dir, find);
    const hinted = new Hono();
    hinted.notFound((c) => site.handle(c));
    return hinted;
  };
  const banner = { url: '/img/banners/w_home-1.svg?language=en', title: 'Welcome' };

  it('puts the route hints into the shell, in the language of the lang cookie', async () => {
    const asked: string[] = [];
    const hinted = hintedApp(async (p, _q, language) => {
      asked.push(`${p}:${language}`);
      return p === '/' ? { images: [banner.url], banner } : { images: [] };
    });
    const res = await hinted.request('/', { headers: { cookie: 'lang=en', 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(html).toContain('<div id="boot-shell"');
    expect(html).toContain(banner.url);
    expect(asked).toEqual(['/:en']);
    await hinted.request('/rng');
    expect(asked).toEqual(['/:en', '/rng:vi']);
    // No hints for a route: the plain shell, byte for byte.
    expect(await (await hinted.request('/rng')).text()).toBe('<!doctype html><div id="root"></div>');
  });

  it("never hints the worker's copy of the shell: /index.html, or any fetch that is not a page load", async () => {
    let calls = 0;
    const hinted = hintedApp(async () => {
      calls += 1;
      return { route: '/', images: [banner.url], banner };
    });
    // Workbox precaches /index.html?__WB_REVISION__=...; the installed app serves it for every page.
    const stored = await hinted.request('/index.html?__WB_REVISION__=abc', {
      headers: { 'sec-fetch-dest': 'empty' },
    });
    expect(await stored.text()).toBe('<!doctype html><div id="root"></div>');
    expect(await (await hinted.request('/index.html')).text()).not.toContain('boot-shell');
    expect(
      await (await hinted.request('/', { headers: { 'sec-fetch-dest': 'empty' } })).text(),
    ).not.toContain('boot-shell');
    expect(calls).toBe(0);
    const page = await hinted.request('/', { headers: { 'sec-fetch-dest': 'document' } });
    expect(await page.text()).toContain('<div id="boot-shell" data-route="/"');
  });

  it('sends one stable page per distinct hints, with its own ETag', async () => {
    let title = 'Welcome';
    const hinted = hintedApp(async () => ({ images: [banner.url], banner: { ...banner, title } }));
    const first = await hinted.request('/');
    const again = await hinted.request('/');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(await first.text());
    title = 'Chào mừng';
    const changed = await hinted.request('/');
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(await changed.text()).toContain('alt="Chào mừng"');
  });

  it('sends the plain shell when the hints fail or are slow, and none for an unknown route', async () => {
    const failing = hintedApp(() => Promise.reject(new Error('database down')));
    expect(await (await failing.request('/')).text()).toBe('<!doctype html><div id="root"></div>');
    const slow = hintedApp(
      () => new Promise((resolve) => setTimeout(() => resolve({ images: [banner.url], banner }), 2000)),
    );
    const started = Date.now();
    expect(await (await slow.request('/')).text()).not.toContain('boot-shell');
    expect(Date.now() - started).toBeLessThan(1500);
    let calls = 0;
    const counting = hintedApp(async () => {
      calls += 1;
      return { images: [] };
    });
    expect((await counting.request('/no-such-page')).status).toBe(404);
    expect(calls).toBe(0);
  });
});
