import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { prepareJson, sendJson, sendPrepared } from './prepared';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game ${i}` })) };

function appFor(value: unknown) {
  const p = prepareJson(value);
  const app = new Hono();
  app.get('/', (c) => sendPrepared(c, p));
  return { app, p };
}

describe('prepared JSON', () => {
  it('wraps the value in the envelope', () => {
    expect(JSON.parse(prepareJson({ a: 1 }).text)).toEqual({
      success: true,
      code: 'OK',
      message: '',
      value: { a: 1 },
    });
  });

  it('sends brotli, gzip or plain by Accept-Encoding, all decoding to the same body', async () => {
    const { app, p } = appFor(big);
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(p.text);
    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(p.text);
    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(p.text);
  });

  it('does not compress a small body', async () => {
    const { app, p } = appFor({ a: 1 });
    expect(p.br).toBeUndefined();
    expect(
      (await app.request('/', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding'),
    ).toBeNull();
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { app, p } = appFor(big);
    const res = await app.request('/', { headers: { 'if-none-match': `W/${p.etag}` } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });

  it('compresses a large per-request answer for clients that accept it, and never caches it', async () => {
    const app = new Hono();
    app.get('/', (c) => sendJson(c, big));
    const br = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).value).toEqual(
      big,
    );
    const small = new Hono();
    small.get('/', (c) => sendJson(c, { a: 1 }));
    expect(
      (await small.request('/', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding'),
    ).toBeNull();
  });
});
