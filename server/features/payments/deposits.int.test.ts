import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_HEADERS, demoGatewayKeys, signDemoCallback } from '../../providers/payment/demo-gateway';
import { houseProviderSecret } from '../../house/secret';
import { confirmDeposit, rejectDeposit } from '../operator';
import { balanceOfMember, booksBalance, messagesOf } from '../../../tests/helpers/books';
import { appMember, unique } from '../../../tests/helpers/factories';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = demoGatewayKeys(t.deps.config).current;
});
afterAll(() => t.close());

type Dep = {
  id: number;
  status: string;
  reference: string;
  redirectUrl: string | null;
  receivingBank: unknown;
};

type Member = Awaited<ReturnType<typeof appMember>>;
/** A deposit the member asks for on `channel`, under a fresh request id unless one is given. */
const askDeposit = (m: Member, channel: string, amount: string, requestId = unique('r-')) =>
  m.call<Dep>('POST', '/wps/member/deposits', { channel, amount, requestId });

async function depositRow(id: number) {
  const r = await t.database.db.execute<{
    status: string;
    credited_at: string | null;
    gateway_reference: string | null;
  }>(sql`SELECT status, credited_at, gateway_reference FROM deposits WHERE id = ${id}`);
  return r.rows[0]!;
}

function callback(
  body: Record<string, unknown>,
  opts: { sign?: string; rawOverride?: string; ts?: number } = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = String(opts.ts ?? Date.now());
  const signature = opts.sign ?? signDemoCallback(secret, raw, timestamp, String(body.paymentId));
  return t.app.request('/pay/callback/demo', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEMO_HEADERS.timestamp]: timestamp,
      [DEMO_HEADERS.signature]: signature,
    },
    body: opts.rawOverride ?? raw,
  });
}

describe('deposit channels and bank transfers', () => {
  it('lists the configured channels with their limits', async () => {
    const m = await appMember(t);
    const r = await m.call<{ code: string; kind: string; minAmount: string }[]>(
      'GET',
      '/wps/member/deposit/channels',
    );
    expect(r.code).toBe('OK');
    expect(r.value.map((c) => [c.code, c.kind])).toEqual([
      ['bank', 'bank_transfer'],
      ['demopay', 'gateway'],
    ]);
    expect(r.value[0]!.minAmount).toBe('50000');
  });

  it('creates one pending deposit per requestId, with a reference and our bank; limits are enforced', async () => {
    const m = await appMember(t);
    const key = unique('r-');
    const a = await askDeposit(m, 'bank', '100000', key);
    const b = await askDeposit(m, 'bank', '100000', key);
    expect(a.code).toBe('OK');
    expect(a.value.status).toBe('pending');
    expect(a.value.reference).toMatch(/^D[A-Z0-9]{10}$/);
    expect(a.value.receivingBank).toMatchObject({ bankName: 'Vietcombank' });
    expect(b.value.id).toBe(a.value.id);
    const other = await askDeposit(m, 'bank', '200000', key);
    expect(other.code).toBe('DUPLICATE_TRANSACTION');
    const low = await askDeposit(m, 'bank', '49999');
    expect(low).toMatchObject({ status: 400, code: 'AMOUNT_OUT_OF_RANGE' });
    const high = await askDeposit(m, 'bank', '500000001');
    expect(high.code).toBe('AMOUNT_OUT_OF_RANGE');
    const unknown = await askDeposit(m, 'nope', '100000');
    expect(unknown.code).toBe('NOT_FOUND');
    const count = await t.database.db.execute(sql`SELECT 1 FROM deposits WHERE account_id = ${m.accountId}`);
    expect(count.rows).toHaveLength(1);
  });

  it('an operator confirms once: cash_in → main, credited_at, the arrival message; again is WRONG_STATE', async () => {
    const m = await appMember(t, { balance: 1000n });
    const d = await askDeposit(m, 'bank', '150000');
    expect((await depositRow(d.value.id)).credited_at).toBeNull();
    const done = await confirmDeposit(t.database.db, 'cli:test', d.value.id);
    expect(done).toMatchObject({ status: 'credited', balance: '151000' });
    expect((await depositRow(d.value.id)).credited_at).not.toBeNull();
    await expect(confirmDeposit(t.database.db, 'cli:test', d.value.id)).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
    await expect(rejectDeposit(t.database.db, 'cli:test', d.value.id)).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(151000n);
    expect(await messagesOf(t.database.db, m.accountId)).toEqual([
      {
        template: 'deposit_arrived',
        params: { amount: '150000', currency: 'VND', reference: d.value.reference },
      },
    ]);
    const audit = await t.database.db.execute(
      sql`SELECT actor, action FROM operator_audit WHERE target = ${`deposit:${d.value.id}`}`,
    );
    expect(audit.rows).toEqual([{ actor: 'cli:test', action: 'deposit.confirm' }]);
  });

  it('an operator rejects: nothing moves, the deposit-failed message is written', async () => {
    const m = await appMember(t, { balance: 1000n });
    const d = await askDeposit(m, 'bank', '60000');
    await rejectDeposit(t.database.db, 'cli:test', d.value.id, 'no transfer seen');
    const row = await depositRow(d.value.id);
    expect(row).toMatchObject({ status: 'rejected', credited_at: null });
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(1000n);
    expect((await messagesOf(t.database.db, m.accountId)).map((x) => x.template)).toEqual(['deposit_failed']);
    await expect(confirmDeposit(t.database.db, 'cli:test', d.value.id)).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
  });

  it('a member cannot read another member’s deposit', async () => {
    const a = await appMember(t);
    const b = await appMember(t);
    const d = await askDeposit(a, 'bank', '60000');
    expect((await b.call('GET', `/wps/member/deposits/${d.value.id}`)).code).toBe('NOT_FOUND');
    const page = await a.call<{ list: Dep[]; totalPages: number }>(
      'GET',
      '/wps/member/deposits?page=1&pageSize=5',
    );
    expect(page.value.list.map((x) => x.id)).toEqual([d.value.id]);
  });

  it('trial accounts and visitors cannot deposit', async () => {
    const trial = await appMember(t, { type: 4 });
    expect((await trial.call('GET', '/wps/member/deposit/channels')).code).toBe('NEED_REAL_ACCOUNT');
    const res = await t.app.request('/wps/member/deposits', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(res.status).toBe(401);
  });
});

describe('gateway callbacks', () => {
  async function gatewayDeposit(amount = '250000') {
    const m = await appMember(t, { balance: 0n });
    const d = await askDeposit(m, 'demopay', amount);
    expect(d.value.redirectUrl).toMatch(
      new RegExp(
        `^/wps/pay/demo/${d.value.reference}\\?key=[A-Za-z0-9_-]{43}&return=${encodeURIComponent(`/member?tab=depositv2&deposit=${d.value.id}`).replace(/[?]/g, '\\?')}$`,
      ),
    );
    return { m, d: d.value };
  }

  it('a signed callback credits exactly once; its replay changes nothing', async () => {
    const { m, d } = await gatewayDeposit();
    const body = { orderId: d.reference, paymentId: 'DPaaaaaaaaaa01', amount: '250000', status: 'paid' };
    const first = await callback(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ code: 'OK', value: { id: d.id, status: 'credited' } });
    const again = await callback(body);
    expect(again.status).toBe(200);
    const [parallelA, parallelB] = await Promise.all([callback(body), callback(body)]);
    expect([parallelA.status, parallelB.status]).toEqual([200, 200]);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(250000n);
    expect(await depositRow(d.id)).toMatchObject({ status: 'credited', gateway_reference: 'DPaaaaaaaaaa01' });
    expect((await messagesOf(t.database.db, m.accountId)).map((x) => x.template)).toEqual([
      'deposit_arrived',
    ]);
    // Another payment id for the settled order is refused and changes nothing.
    const other = await callback({ ...body, paymentId: 'DPaaaaaaaaaa02' });
    expect(other.status).toBe(409);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(250000n);
  });

  it('refuses forged, unsigned, tampered and stale callbacks, changing nothing', async () => {
    const { m, d } = await gatewayDeposit('300000');
    const body = { orderId: d.reference, paymentId: 'DPbbbbbbbbbb01', amount: '300000', status: 'paid' };
    const forged = await callback(body, { sign: 'f'.repeat(64) });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe('INVALID_SIGNATURE');
    const unsigned = await t.app.request('/pay/callback/demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    // Signed for 300000, delivered claiming 3000000.
    const tampered = await callback(body, { rawOverride: JSON.stringify({ ...body, amount: '3000000' }) });
    expect(tampered.status).toBe(401);
    const stale = await callback(body, { ts: Date.now() - 10 * 60_000 });
    expect(stale.status).toBe(401);
    const wrongKey = await callback(body, {
      sign: signDemoCallback('another-key', JSON.stringify(body), String(Date.now()), body.paymentId),
    });
    expect(wrongKey.status).toBe(401);
    // Correctly signed but for another amount than the order's: refused.
    const otherAmount = await callback({ ...body, amount: '299999' });
    expect(otherAmount.status).toBe(400);
    expect(await depositRow(d.id)).toMatchObject({ status: 'pending', credited_at: null });
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(0n);
    expect(await messagesOf(t.database.db, m.accountId)).toEqual([]);
  });

  it('a failed payment marks the deposit failed with the message; a later "paid" for it is refused', async () => {
    const { m, d } = await gatewayDeposit('20000');
    const report = (status: string) =>
      callback({ orderId: d.reference, paymentId: 'DPcccccccccc01', amount: '20000', status });
    const failed = await report('failed');
    expect(failed.status).toBe(200);
    expect((await depositRow(d.id)).status).toBe('failed');
    const paid = await report('paid');
    expect(paid.status).toBe(409);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(0n);
    expect((await messagesOf(t.database.db, m.accountId)).map((x) => x.template)).toEqual(['deposit_failed']);
  });

  it('a callback for a bank-transfer deposit is refused (it belongs to no gateway)', async () => {
    const m = await appMember(t);
    const d = await askDeposit(m, 'bank', '60000');
    const r = await callback({
      orderId: d.value.reference,
      paymentId: 'DPdddddddddd01',
      amount: '60000',
      status: 'paid',
    });
    expect(r.status).toBe(401);
    expect((await depositRow(d.value.id)).status).toBe('pending');
  });

  it('the demo bank page posts its signed callback to our server and sends the payer back', async () => {
    const server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
    });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { m, d } = await gatewayDeposit('40000');
      const pageRes = await fetch(`${origin}${d.redirectUrl!}`);
      expect(pageRes.status).toBe(200);
      const html = await pageRes.text();
      expect(html).toContain('40.000');
      expect(html).toContain('data-testid="demo-pay"');
      const back = `/member?tab=depositv2&deposit=${d.id}`;
      const key = new URL(d.redirectUrl!, origin).searchParams.get('key')!;
      expect(html).toContain(`name="key" value="${key}"`);
      // The page is the member's: without its key, or with the key of another order, no order.
      const other = await gatewayDeposit('40000');
      const otherKey = new URL(other.d.redirectUrl!, origin).searchParams.get('key')!;
      for (const k of ['', `?key=${otherKey}`, `?key=${key.slice(1)}x`])
        expect((await fetch(`${origin}/wps/pay/demo/${d.reference}${k}`)).status).toBe(404);
      for (const k of [{}, { key: otherKey }] as Record<string, string>[]) {
        const refused = await fetch(`${origin}/wps/pay/demo/${d.reference}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ action: 'fail', return: back, ...k }),
        });
        expect(refused.status).toBe(404);
      }
      expect((await depositRow(d.id)).status).toBe('pending');

      const pay = await fetch(`${origin}/wps/pay/demo/${d.reference}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'pay', return: back, key }),
      });
      expect(pay.status).toBe(303);
      expect(pay.headers.get('location')).toBe(back);
      expect(await balanceOfMember(t.database.db, m.accountId)).toBe(40000n);
      // An open redirect is not possible: a foreign return goes to the deposit screen.
      const again = await fetch(`${origin}/wps/pay/demo/${d.reference}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'pay', return: '//evil.example/x', key }),
      });
      expect(again.headers.get('location')).toBe('/member?tab=depositv2');
      expect(await balanceOfMember(t.database.db, m.accountId)).toBe(40000n);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('verifies with the demo gateway key only: not the house provider key; the previous one during a rotation', async () => {
    const { d } = await gatewayDeposit();
    const body = { orderId: d.reference, paymentId: 'DPrrrrrrrrrr01', amount: '250000', status: 'failed' };
    const house = houseProviderSecret(t.deps.config);
    expect(house).not.toBe(secret);
    const ts = Date.now();
    const byHouse = signDemoCallback(house, JSON.stringify(body), String(ts), body.paymentId);
    expect((await callback(body, { sign: byHouse, ts })).status).toBe(401);

    const next = 'n'.repeat(40);
    const rotated = await createTestApp({
      config: { demoGatewaySecret: next, demoGatewaySecretPrevious: secret },
    });
    try {
      for (const [key, id] of [
        [secret, 'DPrrrrrrrrrr02'],
        [next, 'DPrrrrrrrrrr03'],
      ] as const) {
        const raw = JSON.stringify({ ...body, paymentId: id });
        const ts = String(Date.now());
        const r = await rotated.app.request('/pay/callback/demo', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [DEMO_HEADERS.timestamp]: ts,
            [DEMO_HEADERS.signature]: signDemoCallback(key, raw, ts, id),
          },
          body: raw,
        });
        // The order lives in the other test database: a verified callback gets as far as NOT_FOUND.
        expect(r.status).toBe(404);
      }
    } finally {
      await rotated.close();
    }
  });

  it('keeps the books balanced', async () => {
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('the demo gateway switched off (production default)', () => {
  it('offers no demo channel, refuses a demo deposit, has no pay page and no callback', async () => {
    const off = await createTestApp({ config: { demoPayments: false } });
    try {
      const m = await appMember(off);
      const channels = await m.call<{ code: string }[]>('GET', '/wps/member/deposit/channels');
      expect(channels.value.map((c) => c.code)).toEqual(['bank']);
      const d = await askDeposit(m, 'demopay', '250000');
      expect(d.code).toBe('NOT_FOUND');
      expect((await off.app.request('/wps/pay/demo/DABCDEF12')).status).toBe(404);
      const cb = await off.app.request('/pay/callback/demo', { method: 'POST', body: '{}' });
      expect(cb.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
