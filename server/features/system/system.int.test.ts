import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import {
  PermissionResponse,
  RegisterSettingResponse,
  SystemStatusResponse,
  WhitelabelResponse,
  whitelabelFlags,
} from '../../../contract/system/schemas';
import { ErrorEnvelope } from '../../../contract/envelope';
import { maintenanceOffCommand, maintenanceOn } from '../../ops/maintenance';
import { regionBlock, regionUnblock } from '../../ops/region';
import { flagOn } from '../../core/site/site-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async (r: Response) => (await r.json()) as unknown;
/** The status the site shows a visitor from `ip` (the test default address when none). */
const statusFor = async (ip?: string) =>
  SystemStatusResponse.parse(await json(await t.get('/wps/system/status', ip ? { ip } : {}))).value;

describe('GET /wps/system/status', () => {
  it('answers status 0 with the visitor ip, never cached', async () => {
    const res = await t.get('/wps/system/status', { ip: '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = SystemStatusResponse.parse(await json(res));
    expect(body).toMatchObject({
      success: true,
      code: 'OK',
      value: { status: 0, endTime: null, info: null, ip: '203.0.113.7' },
    });
  });

  it('reports maintenance with end time and info, and back to normal when it ends', async () => {
    await maintenanceOn(t.database, { until: '2099-01-02T03:04:05Z', info: 'Upgrading wallets' });
    t.deps.changes.emit('site');
    expect(await statusFor()).toMatchObject({
      status: 1,
      endTime: '2099-01-02T03:04:05.000Z',
      info: 'Upgrading wallets',
    });

    // Other API calls are refused while the system calls keep answering.
    const menus = await t.get('/lgw/games/game_menus');
    expect(menus.status).toBe(503);
    expect(ErrorEnvelope.parse(await json(menus)).code).toBe('MAINTENANCE');

    await maintenanceOffCommand(t.database);
    t.deps.changes.emit('site');
    expect((await statusFor()).status).toBe(0);
    expect((await t.get('/lgw/games/game_menus')).status).toBe(200);
  });

  it('reports region restriction for a blocked address or range only', async () => {
    await regionBlock(t.database, '198.51.100.0/24');
    t.deps.changes.emit('site');
    expect(await statusFor('198.51.100.23')).toMatchObject({ status: 2, ip: '198.51.100.23' });
    expect((await statusFor('198.51.101.1')).status).toBe(0);

    const refused = await t.get('/lgw/games/game_menus', { ip: '198.51.100.23' });
    expect(refused.status).toBe(451);
    expect(ErrorEnvelope.parse(await json(refused)).code).toBe('REGION_RESTRICTED');

    await regionUnblock(t.database, '198.51.100.0/24');
    t.deps.changes.emit('site');
    expect((await statusFor('198.51.100.23')).status).toBe(0);
  });

  it('shows the block page over maintenance for a blocked visitor', async () => {
    await maintenanceOn(t.database, {});
    await regionBlock(t.database, '192.0.2.9');
    t.deps.changes.emit('site');
    expect((await statusFor('192.0.2.9')).status).toBe(2);
    await maintenanceOffCommand(t.database);
    await regionUnblock(t.database, '192.0.2.9');
    t.deps.changes.emit('site');
  });
});

describe('GET /wps/system/permission', () => {
  it('returns site info, location and restriction state', async () => {
    const body = PermissionResponse.parse(
      await json(await t.get('/wps/system/permission', { ip: '203.0.113.99' })),
    );
    const v = body.value;
    expect(v.location.ip).toBe('203.0.113.99');
    expect(v.maintenance.status).toBe(false);
    expect(v.regionRestriction).toEqual({ restricted: false, ip: '203.0.113.99' });
    expect(v.info.customerService.length).toBeGreaterThan(0);
    expect(v.info.domainRoute.length).toBeGreaterThan(0);
    expect(v.info.domainRoute.length).toBeLessThanOrEqual(5);
    expect(v.info.resources.currency).toBe('VND');
    expect(v.info.whitelabel.length).toBeGreaterThan(0);
    expect(Object.keys(v.info.register.validate)).toContain('username');
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('returns the tree with every flag of the spec, and a 304 on a repeat', async () => {
    const res = await t.get('/wps/system/whitelabel');
    const tree = WhitelabelResponse.parse(await json(res)).value;
    const ids: string[] = [];
    const walk = (nodes: typeof tree) => nodes.forEach((n) => (ids.push(n.modId), walk(n.childrenNodes)));
    walk(tree);
    for (const flag of whitelabelFlags) expect(ids).toContain(flag);
    expect(flagOn(tree, 'USERNAMEREG3')).toBe(true);

    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.get('/wps/system/whitelabel', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('GET /wps/system/setting/register', () => {
  it('returns field rules whose pattern ids come from the contract', async () => {
    const v = RegisterSettingResponse.parse(await json(await t.get('/wps/system/setting/register'))).value;
    expect(v.validate.username).toMatchObject({ enabled: true, required: true });
    expect(v.validate.password?.min).toBeGreaterThan(0);
    expect(v.mobileReg).toBe(false);
    for (const rule of Object.values(v.validate)) expect(rule.max).toBeGreaterThanOrEqual(rule.min);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists at most five lines as URLs on the visitor port', async () => {
    const res = await t.app.request('http://localhost:8123/wps/system/domainRoute?device=0');
    const body = (await res.json()) as { value: { domainList: { domainName: string; url: string }[] } };
    expect(body.value.domainList.length).toBeGreaterThan(0);
    expect(body.value.domainList.length).toBeLessThanOrEqual(5);
    expect(body.value.domainList[0]).toEqual({ domainName: 'localhost', url: 'http://localhost:8123' });
  });

  it('refuses a bad device value with BAD_REQUEST naming the field', async () => {
    const res = await t.get('/wps/system/domainRoute?device=banana');
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await json(res))).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'device' },
    });
  });
});

describe('GET /ping.json', () => {
  it('answers with a random query parameter and is never cached', async () => {
    const res = await t.get(`/ping.json?t=${Math.random()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true });
  });
});
