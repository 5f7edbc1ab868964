import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationImages } from '../../../contract/rewards/endpoints';
import { withdrawalProof } from '../../../contract/payments/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { pngBytes } from '../../../tests/helpers/factories';
import { maintenanceOffCommand, maintenanceOn } from '../../ops/maintenance';
import { regionBlock, regionUnblock } from '../../ops/region';

/**
 * The one site gate (core/site/site-gate.ts) in front of each route that uses it: the app's gate over
 * /wps and /lgw, the withdrawal proof upload and the promotion application image upload. Each
 * answers the same status and code, before its session check (so without a token too).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const blockedIp = '198.51.100.77';
const openIp = '203.0.113.44';

const routes = [
  { name: 'a /lgw call (the app gate)', method: 'GET', path: '/lgw/games/game_menus', open: 200 },
  {
    name: 'the withdrawal proof upload',
    method: 'POST',
    path: withdrawalProof.replace('{id}', '1'),
    open: 401,
  },
  { name: 'the application image upload', method: 'POST', path: applicationImages, open: 401 },
] as const;

async function send(route: (typeof routes)[number], ip: string) {
  const res = await t.app.request(route.path, {
    method: route.method,
    headers: { 'x-forwarded-for': ip, ...(route.method === 'POST' ? { 'content-type': 'image/png' } : {}) },
    ...(route.method === 'POST' ? { body: pngBytes() } : {}),
  });
  const code = res.status === 200 ? 'OK' : ErrorEnvelope.parse(await res.json()).code;
  return { status: res.status, code };
}

describe('the site gate, one check for every route that uses it', () => {
  it.each(routes)(
    '$name: open, then MAINTENANCE 503, REGION_RESTRICTED 451 (over maintenance)',
    async (route) => {
      expect((await send(route, openIp)).status).toBe(route.open);

      await maintenanceOn(t.database, { info: 'gate test' });
      await regionBlock(t.database, blockedIp);
      t.deps.changes.emit('site');
      try {
        expect(await send(route, openIp)).toEqual({ status: 503, code: 'MAINTENANCE' });
        expect(await send(route, blockedIp)).toEqual({ status: 451, code: 'REGION_RESTRICTED' });
        await maintenanceOffCommand(t.database);
        t.deps.changes.emit('site');
        expect(await send(route, blockedIp)).toEqual({ status: 451, code: 'REGION_RESTRICTED' });
        expect((await send(route, openIp)).status).toBe(route.open);
      } finally {
        await maintenanceOffCommand(t.database);
        await regionUnblock(t.database, blockedIp);
        t.deps.changes.emit('site');
      }
    },
  );
});
