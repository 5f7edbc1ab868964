import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../contract/errors';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('publishes an OpenAPI 3.1 document listing every call', async () => {
    const doc = (await (await t.get('/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const p of [
      '/wps/system/status',
      '/wps/system/permission',
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/ping.json',
      '/lgw/games/game_menus',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it('answers unknown API paths with the NOT_FOUND envelope', async () => {
    const res = await t.get('/wps/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: expect.any(String),
      value: null,
    });
  });

  it('sends security headers', async () => {
    const res = await t.get('/wps/system/status');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses an oversized body with PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.request('/wps/system/status', {
      method: 'POST',
      body: 'x'.repeat(70 * 1024),
      headers: { 'content-type': 'application/json', 'content-length': String(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('never answers bad input with a 500 or a stack trace', async () => {
    const nasty = [
      '%',
      '%00',
      "'; DROP TABLE games;--",
      'x'.repeat(5000),
      '../../etc/passwd',
      '\u0000',
      '{"a":',
    ];
    const paths = [
      '/wps/system/status?x=',
      '/wps/system/domainRoute?device=',
      '/lgw/games/game_menus?language=',
      '/img/games/',
      '/img/vendors/',
      '/img/banners/',
      '/ping.json?t=',
    ];
    for (const p of paths) {
      for (const n of nasty) {
        const res = await t.get(p + encodeURIComponent(n));
        expect(res.status, `${p}${n.slice(0, 20)}`).toBeLessThan(500);
        const text = await res.text();
        expect(text).not.toMatch(/at .*\.ts:\d+/);
        if (res.headers.get('content-type')?.includes('json') && res.status >= 400) {
          expect(errorCodes).toContain((JSON.parse(text) as { code: string }).code);
        }
      }
    }
  });
});
