import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { callAsOperator } from '../../../tests/helpers/requests';
import type { PointsMall, RedeemResult } from '../../../contract/points/schemas';
import { createOperatorKey } from '../operator';
import { PAY_PASSWORD, appMember, givePoints, unique } from '../../../tests/helpers/factories';

/** The points mall's HTTP calls (member and operator) on the real app and the seeded goods. */
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = await createOperatorKey(t.database.db, 'backoffice');
});
afterAll(() => t.close());

const ops = (method: string, path: string, body?: unknown) =>
  callAsOperator<Record<string, unknown>>(t, key, method, path, body);

describe('points mall calls', () => {
  it('shows guests the seeded goods and rates in their language, and asks them to log in for the rest', async () => {
    const res = await t.get('/wps/points/mall?language=en');
    const body = (await res.json()) as { value: PointsMall };
    expect(body.value.goods.map((g) => [g.kind, g.name, g.pricePoints, g.cashAmount])).toEqual([
      ['cash', 'Cash 10,000 ₫', '100', '10000'],
      ['cash', 'Cash 50,000 ₫', '480', '50000'],
      ['cash', 'Cash 200,000 ₫', '1800', '200000'],
      ['physical', 'Branded T-shirt', '3000', null],
      ['wheel_ticket', 'Prize wheel ticket', '50', null],
      ['egg_ticket', 'Golden egg ticket', '200', null],
    ]);
    expect(body.value.goods[0]).toMatchObject({ wageringMultiple: 1, redeemed: null });
    expect(body.value.rates).toHaveLength(9);
    expect(body.value.rates[0]).toEqual({ gameType: 'RNG', points: 1, perAmount: '10000' });
    expect((await t.get('/wps/member/points')).status).toBe(401);
  });

  it('redeems a cash good with the payment password: points down, balance up; wrong password and bad input change nothing', async () => {
    const m = await appMember(t);
    await givePoints(t.database.db, m.accountId, 250n);
    const mall = (await m.call<PointsMall>('GET', '/wps/points/mall')).value;
    const cash = mall.goods[0]!;
    const wrong = await m.call('POST', '/wps/member/points/redeem', {
      goodsId: cash.id,
      paymentPassword: 'nope-nope',
      requestId: unique('r-'),
    });
    expect(wrong.code).toBe('INVALID_PAYMENT_PASSWORD');
    const bad = await m.call('POST', '/wps/member/points/redeem', {
      goodsId: cash.id,
      quantity: 0,
      paymentPassword: PAY_PASSWORD,
      requestId: unique('r-'),
    });
    expect([bad.status, bad.code]).toEqual([400, 'BAD_REQUEST']);
    expect((await m.call<{ points: string }>('GET', '/wps/member/points')).value.points).toBe('250');

    const ok = await m.call<RedeemResult>('POST', '/wps/member/points/redeem?language=en', {
      goodsId: cash.id,
      quantity: 2,
      paymentPassword: PAY_PASSWORD,
      requestId: unique('r-'),
    });
    expect(ok.code).toBe('OK');
    expect(ok.value).toMatchObject({ points: '50', balance: '20000' });
    expect(ok.value.redemption).toMatchObject({ status: 'approved', name: 'Cash 10,000 ₫', quantity: 2 });
    const short = await m.call('POST', '/wps/member/points/redeem', {
      goodsId: cash.id,
      paymentPassword: PAY_PASSWORD,
      requestId: unique('r-'),
    });
    expect([short.status, short.code]).toEqual([409, 'INSUFFICIENT_POINTS']);
    const history = await m.call<{ list: { id: number }[] }>('GET', '/wps/member/points/redemptions');
    expect(history.value.list.map((r) => r.id)).toEqual([ok.value.redemption.id]);
    const details = await m.call<{ list: { reason: string; amount: string }[] }>(
      'GET',
      '/wps/member/points/details',
    );
    expect(details.value.list.map((d) => [d.reason, d.amount])).toEqual([
      ['redeem', '-200'],
      ['other', '250'],
    ]);
  });

  it('physical goods wait for the operator, who lists and rejects them through /ops (audited)', async () => {
    const m = await appMember(t);
    await givePoints(t.database.db, m.accountId, 3_000n);
    const mall = (await m.call<PointsMall>('GET', '/wps/points/mall')).value;
    const shirt = mall.goods.find((g) => g.kind === 'physical')!;
    const noAddress = await m.call('POST', '/wps/member/points/redeem', {
      goodsId: shirt.id,
      paymentPassword: PAY_PASSWORD,
      requestId: unique('r-'),
    });
    expect(noAddress.code).toBe('BAD_REQUEST');
    const r = await m.call<RedeemResult>('POST', '/wps/member/points/redeem', {
      goodsId: shirt.id,
      delivery: { name: 'Tran Thi B', phone: '0912345678', address: '5 Nguyen Hue, Quan 1' },
      paymentPassword: PAY_PASSWORD,
      requestId: unique('r-'),
    });
    expect(r.value.redemption.status).toBe('in_process');
    const id = r.value.redemption.id;
    const list = await ops('GET', '/ops/points/redemptions');
    expect(
      (list.value as unknown as { id: number; account: string }[]).find((x) => x.id === id),
    ).toMatchObject({
      account: m.account,
    });
    const decided = await ops('POST', `/ops/points/redemptions/${id}/decide`, {
      decision: 'reject',
      remark: 'size unavailable',
    });
    expect(decided.value).toMatchObject({
      status: 'rejected',
      remark: 'size unavailable',
      decidedBy: 'key:backoffice',
    });
    expect((await ops('POST', `/ops/points/redemptions/${id}/decide`, { decision: 'approve' })).code).toBe(
      'WRONG_STATE',
    );
    expect((await m.call<{ points: string }>('GET', '/wps/member/points')).value.points).toBe('3000');
    const audit = await t.database.db.execute(
      sql`SELECT actor FROM operator_audit WHERE action = 'points.redemption.reject' AND target = ${`redemption:${id}`}`,
    );
    expect(audit.rows).toEqual([{ actor: 'key:backoffice' }]);
  });
});
