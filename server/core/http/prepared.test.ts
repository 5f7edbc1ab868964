import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BEST_BROTLI_FROM, prepareJson, sendJson, sendPrepared } from './prepared';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game ${i}` })) };

/** Tiles like the hot list's: names drawn from a few words, ids scattered (a fixed seed). */
function lobbyTiles(n: number) {
  const words = [
    'Xúc',
    'Xắc',
    'Đấu',
    'Sĩ',
    'Lửa',
    'Lớn',
    'Nhỏ',
    'Pháo',
    'Hoa',
    'Châu',
    'Báu',
    'Rồng',
    'Vàng',
    'Thần',
    'Tài',
  ];
  let seed = 7;
  const next = (below: number) =>
    Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * below);
  return Array.from({ length: n }, () => {
    const id = 1 + next(3000);
    const name = Array.from({ length: 3 + next(3) }, () => words[next(words.length)]).join(' ');
    const icon = `/img/games/${id}.png?language=vi`;
    return {
      nodeId: id,
      gameName: name,
      displayName: name,
      vassalage: ['PG', 'JL', 'EG2'][next(3)],
      iconUrl: icon,
      lagerIcon: icon,
    };
  });
}

async function appFor(value: unknown) {
  const p = await prepareJson(value);
  const app = new Hono();
  app.get('/', (c) => sendPrepared(c, p));
  return { app, p };
}

describe('prepared JSON', () => {
  it('wraps the value in the envelope', async () => {
    expect(JSON.parse((await prepareJson({ a: 1 })).text)).toEqual({
      success: true,
      code: 'OK',
      message: '',
      value: { a: 1 },
    });
  });

  it('sends brotli, gzip or plain by Accept-Encoding, all decoding to the same body', async () => {
    const { app, p } = await appFor(big);
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

  it('compresses a large answer with brotli’s best quality, still decoding to the same body', async () => {
    const p = await prepareJson({ list: lobbyTiles(500) });
    expect(p.body.byteLength).toBeGreaterThanOrEqual(BEST_BROTLI_FROM);
    const quality9 = brotliCompressSync(p.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(p.br!.byteLength).toBeLessThan(quality9.byteLength * 0.95);
    expect(brotliDecompressSync(p.br!).toString()).toBe(p.text);
    expect(gunzipSync(p.gzip!).toString()).toBe(p.text);
  });

  it('does not compress a small body', async () => {
    const { app, p } = await appFor({ a: 1 });
    expect(p.br).toBeUndefined();
    expect(
      (await app.request('/', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding'),
    ).toBeNull();
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { app, p } = await appFor(big);
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
