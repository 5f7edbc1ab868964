import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { domainLines } from '../../db/schema';
import { maintenanceOffCommand, maintenanceOn } from '../../ops/maintenance';
import { workerCsp } from './cors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(domainLines);
  await t.database.db.insert(domainLines).values([
    { domainName: 'line1.example.test', sort: 1 },
    { domainName: '127.0.0.1:18114', sort: 2 },
  ]);
  t.deps.changes.emit('site');
});
afterAll(() => t.close());

const from = (origin: string) => ({ headers: { origin } });

describe('CORS for the domain lines', () => {
  it('allows an API call from a configured line (its port taken from the request when it names none)', async () => {
    const a = await t.get('/lgw/games/game_menus', from('http://line1.example.test'));
    expect(a.status).toBe(200);
    expect(a.headers.get('access-control-allow-origin')).toBe('http://line1.example.test');
    expect(a.headers.get('vary')).toContain('Origin');
    const b = await t.get('/ping.json?t=1', from('http://127.0.0.1:18114'));
    expect(b.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:18114');
  });

  it('gives any other origin no CORS headers', async () => {
    for (const origin of [
      'http://evil.example.test',
      'http://127.0.0.1:18115',
      'https://line1.example.test',
    ]) {
      const res = await t.get('/lgw/games/game_menus', from(origin));
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers a preflight with the methods and only the headers the app uses', async () => {
    const res = await t.app.request('/wps/relay/GCS_walletTransfer', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:18114',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key, x-evil',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:18114');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, idempotency-key',
    );

    // The chat stream resumes on another line with its last event id; a guest sends its token.
    const stream = await t.app.request('/wps/chat/stream', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:18114',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, last-event-id, x-chat-guest',
      },
    });
    expect(stream.headers.get('access-control-allow-headers')).toBe(
      'authorization, last-event-id, x-chat-guest',
    );

    const refused = await t.app.request('/wps/relay/GCS_walletTransfer', {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example.test', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps answering preflights during maintenance', async () => {
    await maintenanceOn(t.database, {});
    t.deps.changes.emit('site');
    expect((await t.get('/lgw/games/hot', from('http://line1.example.test'))).status).toBe(503);
    const res = await t.app.request('/lgw/games/hot', {
      method: 'OPTIONS',
      headers: { origin: 'http://line1.example.test', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://line1.example.test');
    await maintenanceOffCommand(t.database);
    t.deps.changes.emit('site');
  });
});

describe('workerCsp', () => {
  it('lets the worker connect to the lines and nothing else', () => {
    const csp = workerCsp(['http://a.example.test', 'https://b.example.test:8443', "x' ; script-src *"]);
    expect(csp).toContain("connect-src 'self' http://a.example.test https://b.example.test:8443;");
    expect(csp).not.toContain('script-src *');
    expect(csp).toContain("script-src 'self'");
  });
});
