import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RebateClaimResult, RebateSummary } from '../../../contract/rebate/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createOperatorKey } from '../operator';
import { accrueRebates } from './accrue';
import { appMember, insertBet } from '../../../tests/helpers/factories';

/** The rebate over HTTP (decision 045): the member's calls and the operator's rate table. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rebate calls', () => {
  it('a member reads the accrued rebate, is refused below the minimum with 409, then claims it', async () => {
    const m = await appMember(t, { balance: 100_000n });
    expect((await t.get('/wps/member/rebate')).status).toBe(401);
    const empty = await m.call<RebateSummary>('GET', '/wps/member/rebate');
    expect(empty.value).toMatchObject({
      total: '0',
      minimum: '100',
      lines: [],
      lastClaim: null,
      wageringMultiple: 1,
    });
    expect(empty.value.rates.find((r) => r.gameType === 'RNG')?.rateBp).toBe(50);

    const refused = await m.call('POST', '/wps/member/rebate/claim', { requestId: 'rebate-req-0001' });
    expect([refused.status, refused.code]).toEqual([409, 'REBATE_BELOW_MINIMUM']);
    const bad = await m.call('POST', '/wps/member/rebate/claim', { requestId: '!' });
    expect([bad.status, bad.code]).toEqual([400, 'BAD_REQUEST']);

    const game = await t.database.db.execute<{ vendor_code: string; game_code: string }>(
      sql`SELECT vendor_code, game_code FROM games WHERE game_type = 'RNG' ORDER BY id LIMIT 1`,
    );
    const { vendor_code: vendor, game_code: code } = game.rows[0]!;
    const at = new Date().toISOString();
    // 60,000 on a slot at its base rate of 0.50%: 300.
    await insertBet(t.database.db, m.accountId, { vendor, game: code, at, bet: 60_000n, status: 'settled' });
    await accrueRebates(t.database.db);
    const s = await m.call<RebateSummary>('GET', '/wps/member/rebate');
    expect(s.value.total).toBe('300');
    const paid = await m.call<RebateClaimResult>('POST', '/wps/member/rebate/claim', {
      requestId: 'rebate-req-0002',
    });
    expect([paid.status, paid.value.grant.amount, paid.value.grant.source]).toEqual([200, '300', 'rebate']);
    const again = await m.call<RebateClaimResult>('POST', '/wps/member/rebate/claim', {
      requestId: 'rebate-req-0002',
    });
    expect(again.value.grant.id).toBe(paid.value.grant.id);
  });

  it('the operator reads and sets rates; bad input is a 400', async () => {
    const key = await createOperatorKey(t.database.db, 'rebate-rates');
    const ops = async (method: string, body?: unknown) => {
      const res = await t.app.request('/ops/rebate/rates', {
        method,
        headers: {
          'x-operator-key': key,
          'x-forwarded-for': '203.0.113.10',
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, ...((await res.json()) as { code: string; value: unknown }) };
    };
    const list = await ops('GET');
    expect(list.value).toContainEqual({ gameType: 'LIVE', vipLevel: 0, rateBp: 60 });
    expect((await ops('PUT', { gameType: 'LIVE', vipLevel: 0, rateBp: 80 })).value).toEqual({
      gameType: 'LIVE',
      vipLevel: 0,
      rateBp: 80,
    });
    expect((await ops('GET')).value).toContainEqual({ gameType: 'LIVE', vipLevel: 0, rateBp: 80 });
    const bad = await ops('PUT', { gameType: 'LIVE', vipLevel: 0, rateBp: 900 });
    expect([bad.status, bad.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
