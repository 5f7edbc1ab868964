import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { securityHeaders } from './core/http/security-headers';

let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: false } });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

describe('over a real socket', () => {
  it('takes the visitor IP from the connection and ignores a spoofed X-Forwarded-For', async () => {
    const res = await fetch(`${base}/wps/system/status`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    const body = (await res.json()) as { value: { ip: string } };
    expect(body.value.ip).toBe('127.0.0.1');
  });

  it('sends every security header on API answers, errors and static files', async () => {
    for (const path of ['/wps/system/status', '/wps/unknown', '/lgw/games/game_menus', '/']) {
      const res = await fetch(`${base}${path}`);
      for (const [name, value] of securityHeaders)
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('sends the menus compressed to a client that accepts brotli', async () => {
    const res = await fetch(`${base}/lgw/games/game_menus`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  });
});
