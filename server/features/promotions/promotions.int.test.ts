import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import type { Grant, GrantPage, PromotionDetail, PromotionList } from '../../../contract/rewards/schemas';
import { confirmDeposit, createOperatorKey } from '../operator';
import {
  dryRun,
  findCampaign,
  findCampaignByCode,
  findGrant,
  newVersion,
  reviewApplication,
  reviewGrant,
  WELCOME_CODE,
  welcomeTerms,
} from '../../engine/rewards';
import { createLimits } from '../../core/limits/limits';
import { booksBalance, messagesOf } from '../../../tests/helpers/books';
import {
  PAY_PASSWORD,
  appMember,
  creditedDeposit,
  insertBet,
  liveCampaign,
  pngBytes,
  unique,
} from '../../../tests/helpers/factories';

let t: TestApp;
let dataDir: string;
let welcomeId: number;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rewards-test-'));
  t = await createTestApp({ config: { dataDir } });
  welcomeId = (await findCampaignByCode(t.database.db, WELCOME_CODE))!.id;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<typeof appMember>>;
/** A claim as the PWA sends it: with the member's own device id unless one is named (null: none). */
const claim = (
  m: Member,
  id: number,
  key = unique('r-'),
  deviceId: string | null = `device-m${m.accountId}`,
) =>
  m.call<{ grant: Grant; balance: string }>('POST', `/wps/member/promotions/${id}/claim?language=en`, {
    requestId: key,
    ...(deviceId ? { deviceId } : {}),
  });
const withdraw = (m: Member, cardId: number, amount: string) =>
  m.call<{ id: number }>('POST', '/wps/member/withdrawals', {
    cardId,
    amount,
    paymentPassword: PAY_PASSWORD,
    requestId: unique('r-'),
  });
const welcomeOf = async (m: Member) =>
  (await m.call<PromotionList>('GET', '/wps/promotions?language=en')).value.list.find(
    (p) => p.id === welcomeId,
  )!;

describe('welcome bonus end to end', () => {
  it('deposit, claim, turnover shown, withdrawal and transfer refused with the remaining turnover, then allowed', async () => {
    const upline = await appMember(t, { type: 1 });
    const m = await appMember(t, { payee: 'Tran Thi Binh', parentId: upline.accountId });
    // Before any deposit the offer waits for one, and says which rule.
    expect(await welcomeOf(m)).toMatchObject({
      state: 'join',
      blockedBy: 'deposit_count',
      category: 'new_player',
    });
    const early = await claim(m, welcomeId);
    expect(early).toMatchObject({ status: 403, code: 'RULE_FAILED', value: { rule: 'deposit_count' } });

    const d = await m.call<{ id: number }>('POST', '/wps/member/deposits', {
      channel: 'bank',
      amount: '300000',
      requestId: unique('r-'),
    });
    await confirmDeposit(t.database.db, 'cli:test', d.value.id);
    const detail = await m.call<PromotionDetail>('GET', `/wps/promotions/${welcomeId}?language=en`);
    expect(detail.value).toMatchObject({
      state: 'claim',
      amountNow: '300000',
      wageringMultiple: 10,
      grant: null,
    });

    const tap = unique('r-');
    const got = await claim(m, welcomeId, tap);
    expect(got.code).toBe('OK');
    expect(got.value.balance).toBe('600000');
    expect(got.value.grant).toMatchObject({
      source: 'promotion',
      amount: '300000',
      status: 'active',
      turnoverRequired: '3000000',
      turnoverRemaining: '3000000',
      title: welcomeTerms.title.en,
    });
    expect((await claim(m, welcomeId, tap)).value.grant.id).toBe(got.value.grant.id);
    expect(await claim(m, welcomeId)).toMatchObject({ status: 409, code: 'ALREADY_CLAIMED' });
    expect(await welcomeOf(m)).toMatchObject({ state: 'claimed' });
    expect((await messagesOf(t.database.db, m.accountId)).map((x) => x.template)).toEqual([
      'deposit_arrived',
      'reward_granted',
    ]);

    const card = await m.call<{ id: number }>('POST', '/wps/member/bank-cards', {
      bankName: 'Techcombank',
      accountNumber: '19055556666',
      payeeName: 'Tran Thi Binh',
    });
    const refused = await withdraw(m, card.value.id, '100000');
    expect(refused).toMatchObject({
      status: 409,
      code: 'TURNOVER_NOT_MET',
      value: { remainingTurnover: '3000000' },
    });
    const out = await m.call('POST', '/wps/member/transfer', {
      to: upline.account,
      amount: '1000',
      paymentPassword: PAY_PASSWORD,
      requestId: unique('r-'),
    });
    expect(out).toMatchObject({
      status: 409,
      code: 'TURNOVER_NOT_MET',
      value: { remainingTurnover: '3000000' },
    });

    // Settled bets count; an open one does not.
    const now = new Date(Date.now() + 1000).toISOString();
    await insertBet(t.database.db, m.accountId, {
      vendor: 'PG',
      game: 'g',
      at: now,
      bet: 2_000_000n,
      win: 0n,
    });
    await insertBet(t.database.db, m.accountId, { vendor: 'PG', game: 'g', at: now, bet: 900_000n });
    const page = await m.call<GrantPage>('GET', '/wps/member/rewards/grants?language=vi');
    expect(page.value.turnover).toMatchObject({
      required: '3000000',
      progress: '2000000',
      remaining: '1000000',
      openGrants: 1,
    });
    expect(page.value.list[0]).toMatchObject({ title: welcomeTerms.title.vi, turnoverProgress: '2000000' });
    expect(await withdraw(m, card.value.id, '100000')).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      value: { remainingTurnover: '1000000' },
    });
    await insertBet(t.database.db, m.accountId, {
      vendor: 'PG',
      game: 'g',
      at: now,
      bet: 1_500_000n,
      win: 0n,
    });
    const ok = await withdraw(m, card.value.id, '100000');
    expect(ok.code).toBe('OK');
    const turnover = await m.call('GET', '/wps/member/rewards/turnover');
    expect(turnover.value).toMatchObject({ remaining: '0', openGrants: 0 });
    const done = await m.call<GrantPage>('GET', '/wps/member/rewards/grants');
    expect(done.value.list[0]).toMatchObject({
      status: 'completed',
      turnoverProgress: '3000000',
      turnoverRemaining: '0',
    });
    // Bonus details list the credit with the promotion as its reason.
    const today = new Date().toISOString().slice(0, 10);
    const bonuses = await m.call<{ items: { reason: string; amount: string }[] }>(
      'GET',
      `/wps/member/records/bonuses?from=${today}&to=${today}`,
    );
    expect(bonuses.value.items).toEqual([expect.objectContaining({ amount: '300000' })]);
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('guests see the promotions without a state; categories filter', async () => {
    const res = await t.get('/wps/promotions?category=new_player');
    const body = (await res.json()) as { value: PromotionList };
    expect(body.value.list.map((p) => [p.id, p.state])).toContainEqual([welcomeId, null]);
    expect(body.value.categories).toContainEqual({ category: 'new_player', count: expect.any(Number) });
    const none = (await (await t.get('/wps/promotions?category=lotto')).json()) as { value: PromotionList };
    expect(none.value.list.find((p) => p.id === welcomeId)).toBeUndefined();
    expect((await t.get('/wps/promotions?category=nope')).status).toBe(400);
  });
});

describe('rules name what failed', () => {
  it('agents, linked accounts, device limits; a dry run says the same before publishing', async () => {
    const db = t.database.db;
    const agent = await appMember(t, { type: 1 });
    await creditedDeposit(db, agent.accountId, 200_000n);
    expect(await claim(agent, welcomeId)).toMatchObject({
      code: 'RULE_FAILED',
      value: { rule: 'player_only' },
    });

    const a = await appMember(t, { payee: 'Le Van Cuong' });
    const b = await appMember(t, { payee: 'Pham Van Dung' });
    for (const m of [a, b]) {
      await creditedDeposit(db, m.accountId, 200_000n);
      await m.call('POST', '/wps/member/bank-cards', {
        bankName: 'ACB',
        accountNumber: '77700001111',
        payeeName: m === a ? 'Le Van Cuong' : 'Pham Van Dung',
      });
    }
    expect((await claim(a, welcomeId)).code).toBe('OK');
    // b shares a's bank account number.
    expect(await claim(b, welcomeId)).toMatchObject({
      code: 'RULE_FAILED',
      value: { rule: 'linked_accounts' },
    });
    expect(await dryRun(db, welcomeId, b.account)).toMatchObject({
      passed: false,
      failedRule: 'linked_accounts',
    });

    const perDevice = await liveCampaign(db, {
      reward: { type: 'fixed', amount: '5000' },
      rules: { op: 'player_only' },
      limits: { perDevice: 1, perIp24: null, perPayee: null },
    });
    const c = await appMember(t);
    const e = await appMember(t);
    expect((await claim(c, perDevice, unique('r-'), 'device-aaaa-1')).code).toBe('OK');
    expect(await claim(e, perDevice, unique('r-'), 'device-aaaa-1')).toMatchObject({
      code: 'RULE_FAILED',
      value: { rule: 'device_limit' },
    });
    expect((await claim(e, perDevice, unique('r-'), 'device-bbbb-2')).code).toBe('OK');
    // No device id: not a way past the limit (decision 090).
    const f = await appMember(t);
    expect(await claim(f, perDevice, unique('r-'), null)).toMatchObject({
      code: 'RULE_FAILED',
      value: { rule: 'device_required' },
    });
    expect((await claim(f, perDevice, unique('r-'), 'device-cccc-3')).code).toBe('OK');
    const perPayee = await liveCampaign(db, {
      reward: { type: 'fixed', amount: '5000' },
      rules: { op: 'player_only' },
      limits: { perDevice: null, perIp24: null, perPayee: 1 },
    });
    const p1 = await appMember(t, { payee: 'Vo Thi Em' });
    const p2 = await appMember(t, { payee: 'vo  thi EM' });
    expect((await claim(p1, perPayee)).code).toBe('OK');
    expect(await claim(p2, perPayee)).toMatchObject({ code: 'RULE_FAILED', value: { rule: 'payee_limit' } });
    const vip = await liveCampaign(db, {
      reward: { type: 'fixed', amount: '5000' },
      rules: { op: 'vip_level', min: 1 },
    });
    // A new member is VIP 0; at VIP 1 (accounts.vip_level, decision 044) the rule passes.
    expect(await claim(e, vip)).toMatchObject({ code: 'RULE_FAILED', value: { rule: 'vip_level' } });
    await db.execute(sql`UPDATE accounts SET vip_level = 1 WHERE id = ${e.accountId}`);
    expect((await claim(e, vip)).code).toBe('OK');
  });
});

describe('claim rate limit', () => {
  it('a member gets 20 claim attempts a minute, then TOO_MANY_REQUESTS', async () => {
    const m = await appMember(t);
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await claim(m, welcomeId)).code);
    expect(codes.slice(0, 20).every((c) => c === 'RULE_FAILED')).toBe(true);
    expect(codes[20]).toBe('TOO_MANY_REQUESTS');
  });

  it('the point taken with the session counts in the one shared window (another node taking it through Limit.take)', async () => {
    const m = await appMember(t);
    // Another node (its own limiter over the shared table) took 15 of the 20.
    const pool = new pg.Pool({ connectionString: t.database.url, max: 1 });
    const elsewhere = createLimits(pool);
    for (let i = 0; i < 15; i++) await elsewhere.rewardClaims.take(String(m.accountId));
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await claim(m, welcomeId)).code);
    expect(codes).toEqual([...Array<string>(5).fill('RULE_FAILED'), 'TOO_MANY_REQUESTS']);
    // And the other way round: the next take elsewhere is refused too, with the window's wait.
    await expect(elsewhere.rewardClaims.take(String(m.accountId))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      details: { retryAfter: expect.any(Number) },
    });
    await pool.end();
  });

  it('a revoked session is refused at once, and takes no point', async () => {
    const m = await appMember(t);
    expect((await claim(m, welcomeId)).code).toBe('RULE_FAILED');
    await t.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE account_id = ${m.accountId}`,
    );
    expect(await claim(m, welcomeId)).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
    const r = await t.database.db.execute<{ points: number }>(
      sql`SELECT points FROM rate_limits WHERE key = ${`reward_claim:${m.accountId}`}`,
    );
    expect(r.rows).toEqual([{ points: 1 }]);
  });
});

describe('operator review, versions, applications', () => {
  it('a grant above the hold threshold waits (applying) and pays once on approval', async () => {
    const db = t.database.db;
    const held = await liveCampaign(db, { holdAbove: '100000' });
    const m = await appMember(t);
    await creditedDeposit(db, m.accountId, 500_000n);
    const r = await claim(m, held);
    expect(r.value).toMatchObject({ balance: '0', grant: { status: 'held', amount: '500000' } });
    expect((await m.call<PromotionDetail>('GET', `/wps/promotions/${held}`)).value.state).toBe('applying');
    await reviewGrant(db, 'cli:test', r.value.grant.id, 'approve');
    await expect(reviewGrant(db, 'cli:test', r.value.grant.id, 'approve')).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
    const page = await m.call<GrantPage>('GET', '/wps/member/rewards/grants');
    expect(page.value.list[0]).toMatchObject({ status: 'active', turnoverRequired: '5000000' });
    expect((await messagesOf(t.database.db, m.accountId)).map((x) => x.template)).toEqual([
      'reward_held',
      'reward_granted',
    ]);
  });

  it('a new version is offered from then on; grants keep their terms; versions are immutable', async () => {
    const db = t.database.db;
    const id = await liveCampaign(db, {
      reward: { type: 'fixed', amount: '1000' },
      rules: { op: 'player_only' },
    });
    const m1 = await appMember(t);
    const g1 = await claim(m1, id);
    const c = await findCampaign(db, id);
    await newVersion(db, 'cli:test', id, {
      ...c.terms,
      reward: { type: 'fixed', amount: '2000' },
      wageringMultiple: 1,
    });
    const m2 = await appMember(t);
    const g2 = await claim(m2, id);
    expect([g1.value.grant.campaignVersion, g1.value.grant.amount]).toEqual([1, '1000']);
    expect([g2.value.grant.campaignVersion, g2.value.grant.amount, g2.value.grant.turnoverRequired]).toEqual([
      2,
      '2000',
      '2000',
    ]);
    await expect(
      db.execute(sql`UPDATE reward_campaign_versions SET terms = '{}'::jsonb WHERE campaign_id = ${id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
  });

  it('applications: images checked by their bytes, comment and up to 3 images, operator approves once', async () => {
    const db = t.database.db;
    const id = await liveCampaign(db, {
      kind: 'application',
      category: 'testimony',
      claimMode: 'apply',
      reward: { type: 'fixed', amount: '20000' },
      rules: { op: 'player_only' },
    });
    const m = await appMember(t);
    const upload = (bytes: Uint8Array) =>
      t.app.request('/files/promotions/images', {
        method: 'POST',
        headers: { ...m.headers, 'x-forwarded-for': '203.0.113.10', 'content-type': 'image/png' },
        body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
      });
    const gif = await upload(new TextEncoder().encode('GIF89a......'));
    expect(gif.status).toBe(415);
    const big = await upload(pngBytes(5 * 1024 * 1024 + 10));
    expect(big.status).toBe(413);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(((await (await upload(pngBytes())).json()) as { value: { imageId: number } }).value.imageId);
    const tooMany = await m.call('POST', `/wps/member/promotions/${id}/apply`, {
      comment: 'My story',
      imageIds: ids,
      requestId: unique('r-'),
    });
    expect(tooMany.status).toBe(400);
    // Spec section 9: an activity comment holds at most 140 characters.
    const longStory = await m.call('POST', `/wps/member/promotions/${id}/apply`, {
      comment: 'x'.repeat(141),
      imageIds: ids.slice(0, 1),
      requestId: unique('r-'),
    });
    expect(longStory.status).toBe(400);
    expect(await claim(m, id)).toMatchObject({ code: 'PROMOTION_CLOSED' });
    const app = await m.call<{ id: number; status: string; images: string[] }>(
      'POST',
      `/wps/member/promotions/${id}/apply`,
      {
        comment: 'My story',
        imageIds: ids.slice(0, 3),
        requestId: unique('r-'),
      },
    );
    expect(app.value).toMatchObject({
      status: 'pending',
      images: expect.arrayContaining([`/files/promotions/images/${ids[0]}`]),
    });
    const again = await m.call('POST', `/wps/member/promotions/${id}/apply`, {
      comment: 'x',
      requestId: unique('r-'),
    });
    expect(again.code).toBe('ALREADY_CLAIMED');
    const img = await t.app.request(`/files/promotions/images/${ids[0]}`, {
      headers: { ...m.headers, 'x-forwarded-for': '203.0.113.10' },
    });
    expect(img.headers.get('content-type')).toBe('image/png');
    const other = await appMember(t);
    const stolen = await t.app.request(`/files/promotions/images/${ids[0]}`, {
      headers: { ...other.headers, 'x-forwarded-for': '203.0.113.10' },
    });
    expect(stolen.status).toBe(404);
    const opsKey = await createOperatorKey(db, 'rewards-review');
    const seen = await t.app.request(`/ops/rewards/images/${ids[1]}`, {
      headers: { 'x-operator-key': opsKey, 'x-forwarded-for': '203.0.113.10' },
    });
    expect([seen.status, seen.headers.get('content-type')]).toEqual([200, 'image/png']);
    const ops = async (method: string, p: string, body?: unknown) => {
      const res = await t.app.request(p, {
        method,
        headers: {
          'x-operator-key': opsKey,
          'x-forwarded-for': '203.0.113.10',
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as {
        code: string;
        value: Record<string, unknown> & Record<string, unknown>[];
      };
    };
    const pending = await ops('GET', '/ops/rewards/applications');
    expect(pending.value.map((x) => x.id)).toContain(app.value.id);
    const decided = await ops('POST', `/ops/rewards/applications/${app.value.id}/review`, {
      decision: 'approve',
    });
    expect(decided.value).toMatchObject({ status: 'approved', grantId: expect.any(Number) });
    const campaigns = await ops('GET', '/ops/rewards/campaigns');
    expect(campaigns.value.find((x) => x.id === id)).toMatchObject({
      status: 'live',
      grantCount: 1,
      grantedAmount: '20000',
    });
    await expect(reviewApplication(db, 'cli:test', app.value.id, 'reject')).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
    expect((await m.call<PromotionDetail>('GET', `/wps/promotions/${id}`)).value.state).toBe('claimed');
    const audit = await db.execute<{ action: string }>(sql`
      SELECT action FROM operator_audit WHERE target = ${`application:${app.value.id}`}`);
    expect(audit.rows).toEqual([{ action: 'application.approve' }]);
  });
});

describe('a claim: round trips (decision 068, the claim path)', () => {
  /** Every statement sent while `call` ran, with the connection that sent it. */
  async function statementsOf(call: () => Promise<{ code: string }>) {
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    const sent: { by: unknown; text: string; name?: string; values?: unknown[] }[] = [];
    proto.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0] as string | { text?: string; name?: string; values?: unknown[] };
      sent.push({
        by: this,
        text: (typeof q === 'string' ? q : (q.text ?? '?')).replace(/\s+/g, ' ').trim(),
        ...(typeof q === 'string' ? {} : { name: q.name, values: q.values ?? (args[1] as unknown[]) }),
      });
      return query.apply(this, args);
    };
    try {
      expect((await call()).code).toBe('OK');
    } finally {
      proto.query = query;
    }
    return sent;
  }

  it('a claim of a campaign already read is 3 statements through the app (2 through the claim lane, decision 082): the session with its rate-limit point, the facts, one autocommitted grant call', async () => {
    const id = await liveCampaign(t.database.db, {
      rules: { op: 'player_only' },
      wageringMultiple: 0,
      reward: { type: 'fixed', amount: '1000' },
    });
    expect((await claim(await appMember(t), id)).code).toBe('OK'); // reads the campaign
    const member = await appMember(t);
    const sent = await statementsOf(async () => claim(member, id));
    // Background passes of the test app send statements of their own meanwhile: the claim's are these.
    const claimOwn = sent.filter((q) =>
      /sessions|rate_limits|AS prior_request FROM|^SELECT reward_grant_or_refusal\(/.test(q.text),
    );
    expect(claimOwn).toHaveLength(3);
    expect(claimOwn[0]!.text).toMatch(/^WITH ses AS \( SELECT .* FROM sessions .* INSERT INTO rate_limits/);
    const call = claimOwn[2]!;
    expect(call.text).toMatch(/^SELECT reward_grant_or_refusal\(/);
    // Autocommitted: no transaction around it on its connection, and nothing read back after it.
    expect(sent.filter((q) => q.by === call.by && /^(begin|commit)$/.test(q.text))).toEqual([]);
    expect(sent.filter((q) => /FROM reward_campaigns c JOIN reward_campaign_versions/.test(q.text))).toEqual(
      [],
    );
    expect(sent.slice(sent.indexOf(call) + 1).filter((q) => /FROM reward_grants g/.test(q.text))).toEqual([]);
  });

  it('the facts are a named prepared statement per campaign version: one text for every member, only the values change', async () => {
    const id = await liveCampaign(t.database.db, {
      rules: { op: 'all', rules: [{ op: 'player_only' }, { op: 'deposit_count', min: 0, days: 7 }] },
      wageringMultiple: 0,
      reward: { type: 'fixed', amount: '1000' },
    });
    expect((await claim(await appMember(t), id)).code).toBe('OK'); // reads the campaign
    const reads = [];
    for (const member of [await appMember(t), await appMember(t)]) {
      const sent = await statementsOf(async () => claim(member, id, unique('r-'), 'device-1'));
      const facts = sent.filter((q) => /AS prior_request FROM/.test(q.text));
      expect(facts).toHaveLength(1);
      reads.push({ ...facts[0]!, accountId: member.accountId });
    }
    const [a, b] = reads;
    expect(a!.name).toMatch(/^reward_claim_facts_\d+$/);
    expect([b!.name, b!.text]).toEqual([a!.name, a!.text]);
    expect(a!.values).toContain(a!.accountId);
    expect(b!.values).toContain(b!.accountId);
    expect(b!.values).toContain('device-1');
    expect(a!.values).not.toContain(b!.accountId);
  });

  it('the answer, built from what the grant call returned, is the grant as read back', async () => {
    const id = await liveCampaign(t.database.db, {
      rules: { op: 'player_only' },
      wageringMultiple: 3,
      maxBet: '5000',
      reward: { type: 'fixed', amount: '1000' },
    });
    const m = await appMember(t, { balance: 7_000n });
    const r = await claim(m, id);
    expect(r.value.grant).toEqual(await findGrant(t.database.db, m.accountId, r.value.grant.id, 'en'));
    expect(r.value.grant).toMatchObject({ status: 'active', turnoverRemaining: '3000', maxBet: '5000' });
    expect(r.value.balance).toBe('8000');
  });

  it('a campaign paused after it was read refuses the next claim (the copy is checked, never trusted)', async () => {
    const id = await liveCampaign(t.database.db, {
      rules: { op: 'player_only' },
      wageringMultiple: 0,
      reward: { type: 'fixed', amount: '1000' },
    });
    expect((await claim(await appMember(t), id)).code).toBe('OK');
    await t.database.db.execute(sql`UPDATE reward_campaigns SET status = 'paused' WHERE id = ${id}`);
    expect(await claim(await appMember(t), id)).toMatchObject({ code: 'PROMOTION_CLOSED' });
  });
});
