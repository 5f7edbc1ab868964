import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsCodeResponse } from '../../../contract/accounts/schemas';
import { ErrorEnvelope } from '../../../contract/envelope';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { expectRefusedAfter } from '../../../tests/helpers/limits';
import { accounts } from '../../db/schema';
import { DeliveryError } from '../../core/context/ports';
import { consumeCode } from './codes';
import { PHONE_ANSWER_MS } from './routes';

let t: TestApp;
let demoPhone: { dial: string; mobile: string };
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.deps.db.select().from(accounts).where(eq(accounts.account, 'demo'));
  demoPhone = { dial: demo!.countryDialingCode!, mobile: demo!.mobileNum! };
});
afterAll(() => t.close());

let ipCounter = 1;
/** A fresh visitor address per test, so the per-address limit never couples tests. */
const freshIp = () => `198.18.0.${ipCounter++}`;

function post(path: string, body: unknown, ip = freshIp()) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
/** Forget the once-per-second counters so a test can send again without waiting. */
const forgetSecondThrottle = () => t.deps.db.execute(sql`delete from rate_limits where key like 'code_1s:%'`);

describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code that verifies for register and the number as entered', async () => {
    const res = await post('/wps/verification/sms/register', {
      countryDialingCode: '+84',
      mobileNo: '0912000001',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(SmsCodeResponse.parse(await res.json()).value).toEqual({ expiredMinutes: 5 });
    const sms = t.sms.lastTo('+84912000001');
    const code = codeIn(sms?.text);
    expect(code).toMatch(/^\d{6}$/);
    await consumeCode(t.deps.db, 'register', '+840912000001', code!);
  });

  it.each([
    ['letters', '+84', '09120abc01', 'mobileNo'],
    ['spaces', '+84', '0912 000 001', 'mobileNo'],
    ['too short', '+84', '123', 'mobileNo'],
    ['too long', '+84', '9123456789012345', 'mobileNo'],
    ['bad dialing code', '84a', '912000001', 'countryDialingCode'],
  ])('refuses an implausible number (%s) with BAD_REQUEST on the field', async (_, dial, mobile, field) => {
    const before = t.sms.sent.length;
    const res = await post('/wps/verification/sms/register', { countryDialingCode: dial, mobileNo: mobile });
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json())).toMatchObject({ code: 'BAD_REQUEST', value: { field } });
    expect(t.sms.sent.length).toBe(before);
  });

  it('refuses a missing field', async () => {
    const res = await post('/wps/verification/sms/register', { countryDialingCode: '+84' });
    expect(ErrorEnvelope.parse(await res.json())).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'mobileNo' },
    });
  });
});

describe('sending throttles (per phone)', () => {
  it('allow one send per second', async () => {
    const body = { countryDialingCode: '+84', mobileNo: '912000002' };
    expect((await post('/wps/verification/sms/register', body)).status).toBe(200);
    const again = await post('/wps/verification/sms/register', body);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('1');
    expect(ErrorEnvelope.parse(await again.json())).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfter: 1 },
    });
    // The throttle is per number: another one goes through at once.
    expect((await post('/wps/verification/sms/register', { ...body, mobileNo: '912000003' })).status).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await post('/wps/verification/sms/register', body)).status).toBe(200);
  });

  it('refuse a sixth send in 5 minutes with 429 and Retry-After: 300, whatever the purpose', async () => {
    const number = { countryDialingCode: '+84', mobileNo: '912000004' };
    // Alternating purposes; the sixth (i = 5) is a register send.
    const sixth = await expectRefusedAfter(5, async (i) => {
      await forgetSecondThrottle();
      const path = i % 2 ? '/wps/verification/sms/register' : '/wps/verification/sms/noLogin';
      const body = i % 2 ? number : { countryDialingCode: '+84', mobileNum: '912000004' };
      return post(path, body);
    });
    expect(sixth.headers.get('retry-after')).toBe('300');
    expect(ErrorEnvelope.parse(await sixth.json())).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfter: 300 },
    });
    // Still blocked a second later (blocked for the full 5 minutes).
    await forgetSecondThrottle();
    expect((await post('/wps/verification/sms/register', number)).status).toBe(429);
  });

  it('also cap one visitor address sending to many numbers', async () => {
    const ip = freshIp();
    const over = await expectRefusedAfter(30, (i) =>
      post(
        '/wps/verification/sms/register',
        { countryDialingCode: '+84', mobileNo: `9130000${String(i).padStart(2, '0')}` },
        ip,
      ),
    );
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.each([
  ['/wps/verification/sms/noLogin', 'noLogin'],
  ['/wps/verification/sms/login', 'smsLogin'],
] as const)('POST %s', (path, purpose) => {
  it('sends a code to the number of an account', async () => {
    await forgetSecondThrottle();
    const started = performance.now();
    const res = await post(path, { countryDialingCode: demoPhone.dial, mobileNum: demoPhone.mobile });
    expect(performance.now() - started).toBeGreaterThanOrEqual(PHONE_ANSWER_MS - 5);
    expect(res.status).toBe(200);
    expect(SmsCodeResponse.parse(await res.json()).value).toEqual({ expiredMinutes: 5 });
    const code = codeIn(t.sms.lastTo(`${demoPhone.dial}${demoPhone.mobile}`)?.text);
    expect(code).toBeDefined();
    await consumeCode(t.deps.db, purpose, `${demoPhone.dial}${demoPhone.mobile}`, code!);
  });

  it('answers the same, as slowly, for a number without an account, and sends nothing', async () => {
    const before = t.sms.sent.length;
    const started = performance.now();
    const res = await post(path, { countryDialingCode: '+84', mobileNum: '999000111' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(PHONE_ANSWER_MS - 5);
    expect(res.status).toBe(200);
    const body = (await res.json()) as unknown;
    expect(body).toEqual({ success: true, code: 'OK', message: '', value: { expiredMinutes: 5 } });
    await new Promise((r) => setTimeout(r, 50));
    expect(t.sms.sent.length).toBe(before);
    const rows = await t.deps.db.execute(
      sql`select count(*)::int as n from verification_codes where target = '+84999000111'`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('refuses an implausible number', async () => {
    const res = await post(path, { countryDialingCode: '+84', mobileNum: 'abc' });
    expect(ErrorEnvelope.parse(await res.json())).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'mobileNum' },
    });
  });
});

describe('gateway failures', () => {
  it('report DELIVERY_FAILED for a register code the gateway refused', async () => {
    const real = t.deps.sms;
    t.deps.sms = {
      send: () => Promise.reject(new DeliveryError('sms', 'server', 'down', 503)),
    };
    try {
      const res = await post('/wps/verification/sms/register', {
        countryDialingCode: '+84',
        mobileNo: '912000005',
      });
      expect(res.status).toBe(502);
      expect(ErrorEnvelope.parse(await res.json()).code).toBe('DELIVERY_FAILED');
    } finally {
      t.deps.sms = real;
    }
  });
});
