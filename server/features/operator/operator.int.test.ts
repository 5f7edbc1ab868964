import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { parseCommand } from '../../ops/cli';
import { createOperatorKey, revokeOperatorKey } from './keys';
import { balanceOfMember, booksBalance } from '../../../tests/helpers/books';
import { PAY_PASSWORD, appMember, unique } from '../../../tests/helpers/factories';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = await createOperatorKey(t.database.db, 'backoffice');
});
afterAll(() => t.close());

async function ops(
  method: string,
  path: string,
  opts: { key?: string | null; body?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '198.51.100.7' };
  if (opts.key !== null) headers['x-operator-key'] = opts.key ?? key;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const json = (await res.json()) as { code: string; value: unknown };
  return { status: res.status, ...json };
}

describe('operator API credentials', () => {
  it('stores only a hash of the key', async () => {
    const r = await t.database.db.execute<{ secret_hash: string }>(
      sql`SELECT secret_hash FROM operator_keys`,
    );
    expect(r.rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain(r.rows[0]!.secret_hash);
  });

  it('refuses no key, a wrong key, a member session and a revoked key', async () => {
    expect((await ops('GET', '/ops/deposits', { key: null })).status).toBe(401);
    const wrong = `${key.slice(0, -4)}AAAA`;
    expect((await ops('GET', '/ops/deposits', { key: wrong })).code).toBe('INVALID_CREDENTIALS');
    const m = await appMember(t, { payPassword: false });
    const withSession = await t.app.request('/ops/deposits', {
      headers: { ...m.headers, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(withSession.status).toBe(401);
    const temp = await createOperatorKey(t.database.db, 'temp');
    expect((await ops('GET', '/ops/deposits', { key: temp })).status).toBe(200);
    expect(await revokeOperatorKey(t.database.db, 'temp')).toBe(true);
    expect((await ops('GET', '/ops/deposits', { key: temp })).status).toBe(401);
  });

  it('locks an address out after 10 wrong keys', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < 10; i++)
      expect((await ops('GET', '/ops/deposits', { key: 'op_1_nope', ip })).status).toBe(401);
    const locked = await ops('GET', '/ops/deposits', { ip });
    expect(locked).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await ops('GET', '/ops/deposits')).status).toBe(200);
  });

  it('answers unknown /ops paths with a JSON NOT_FOUND, and is listed in /openapi.json', async () => {
    expect(await ops('GET', '/ops/nothing-here')).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const doc = (await (await t.get('/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const p of [
      '/ops/deposits',
      '/ops/deposits/{id}/confirm',
      '/ops/withdrawals/{id}/approve',
      '/ops/balance-adjustments',
      '/pay/callback/{gateway}',
      '/wps/member/deposits',
      '/wps/member/withdrawals/{id}/confirm',
      '/files/withdrawals/{id}/proof',
      '/wps/member/transfer',
      '/wps/member/messages',
    ])
      expect(doc.paths).toHaveProperty([p]);
  });
});

describe('operator actions over the API', () => {
  it('lists pending deposits and confirms or rejects them, audited', async () => {
    const m = await appMember(t, { payPassword: false });
    const d1 = await m.call<{ id: number }>('POST', '/wps/member/deposits', {
      channel: 'bank',
      amount: '100000',
      requestId: unique('r-'),
    });
    const d2 = await m.call<{ id: number }>('POST', '/wps/member/deposits', {
      channel: 'bank',
      amount: '70000',
      requestId: unique('r-'),
    });
    const list = await ops('GET', '/ops/deposits');
    expect((list.value as { id: number }[]).map((x) => x.id)).toEqual(
      expect.arrayContaining([d1.value.id, d2.value.id]),
    );
    const ok = await ops('POST', `/ops/deposits/${d1.value.id}/confirm`);
    expect(ok.value).toMatchObject({ status: 'credited', balance: '100000' });
    const rej = await ops('POST', `/ops/deposits/${d2.value.id}/reject`, {
      body: { reason: 'not received' },
    });
    expect(rej.value).toMatchObject({ status: 'rejected' });
    expect((await ops('POST', `/ops/deposits/${d2.value.id}/confirm`)).code).toBe('WRONG_STATE');
    const audit = await t.database.db.execute<{ actor: string; action: string; detail: unknown }>(sql`
      SELECT actor, action, detail FROM operator_audit WHERE target IN (${`deposit:${d1.value.id}`}, ${`deposit:${d2.value.id}`}) ORDER BY id`);
    expect(audit.rows).toEqual([
      { actor: 'key:backoffice', action: 'deposit.confirm', detail: { amount: '100000' } },
      { actor: 'key:backoffice', action: 'deposit.reject', detail: { reason: 'not received' } },
    ]);
    // From where: the caller's address, recorded by the guard for every action of the call (decision 102).
    const from = await t.database.db.execute<{ ip: string }>(sql`
      SELECT ip FROM operator_audit WHERE target = ${`deposit:${d1.value.id}`}`);
    expect(from.rows).toEqual([{ ip: '198.51.100.7' }]);
  });

  it('approves and rejects withdrawals', async () => {
    const m = await appMember(t, { balance: 500_000n, payee: 'Tran Van B' });
    const card = await m.call<{ id: number }>('POST', '/wps/member/bank-cards', {
      bankName: 'VPBank',
      accountNumber: '99998888',
      payeeName: 'Tran Van B',
    });
    const w = (amount: string) =>
      m.call<{ id: number }>('POST', '/wps/member/withdrawals', {
        cardId: card.value.id,
        amount,
        paymentPassword: PAY_PASSWORD,
        requestId: unique('r-'),
      });
    const a = await w('100000');
    const b = await w('200000');
    const pending = (await ops('GET', '/ops/withdrawals')).value as { id: number; accountNumber: string }[];
    expect(pending.find((x) => x.id === a.value.id)?.accountNumber).toBe('99998888');
    expect((await ops('POST', `/ops/withdrawals/${a.value.id}/approve`)).value).toMatchObject({
      status: 'approved',
    });
    expect((await ops('POST', `/ops/withdrawals/${b.value.id}/reject`)).value).toMatchObject({
      status: 'rejected',
      balance: '400000',
    });
    expect((await ops('POST', `/ops/withdrawals/${a.value.id}/reject`)).code).toBe('WRONG_STATE');
  });

  it('adjusts a balance with a reason: bonus or adjustment, never below zero, once per requestId', async () => {
    const m = await appMember(t, { balance: 1000n, payPassword: false });
    const key1 = unique('r-');
    const bonus = await ops('POST', '/ops/balance-adjustments', {
      body: { account: m.account, amount: '+5000', kind: 'bonus', reason: 'welcome bonus', requestId: key1 },
    });
    expect(bonus.value).toMatchObject({ balance: '6000' });
    const replay = await ops('POST', '/ops/balance-adjustments', {
      body: { account: m.account, amount: '+5000', kind: 'bonus', reason: 'welcome bonus', requestId: key1 },
    });
    expect(replay.value).toMatchObject({ balance: '6000' });
    const debit = await ops('POST', '/ops/balance-adjustments', {
      body: {
        account: m.account,
        amount: '-7000',
        kind: 'adjustment',
        reason: 'correction',
        requestId: unique('r-'),
      },
    });
    expect(debit.code).toBe('INSUFFICIENT_FUNDS');
    const noReason = await ops('POST', '/ops/balance-adjustments', {
      body: { account: m.account, amount: '-100', kind: 'adjustment', reason: '', requestId: unique('r-') },
    });
    expect(noReason.code).toBe('BAD_REQUEST');
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(6000n);
    const kinds = await t.database.db.execute(sql`
      SELECT t.kind FROM balance_adjustments b JOIN ledger_transactions t ON t.id = b.ledger_transaction_id
      WHERE b.account_id = ${m.accountId}`);
    expect(kinds.rows).toEqual([{ kind: 'bonus' }]);
  });

  it('two identical adjustments sent at once credit once', async () => {
    const m = await appMember(t, { payPassword: false });
    const body = {
      account: m.account,
      amount: '700',
      kind: 'adjustment',
      reason: 'double click',
      requestId: unique('r-'),
    };
    const [a, b] = await Promise.all([
      ops('POST', '/ops/balance-adjustments', { body }),
      ops('POST', '/ops/balance-adjustments', { body }),
    ]);
    expect([a.code, b.code]).toEqual(['OK', 'OK']);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(700n);
  });

  it('keeps the books balanced', async () => {
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('operator CLI', () => {
  it('parses the cashier commands and refuses malformed ones', async () => {
    expect(typeof parseCommand(['deposit', 'confirm', '12'])).toBe('function');
    expect(typeof parseCommand(['withdrawal', 'reject', '3', '--reason', 'bad'])).toBe('function');
    expect(
      typeof parseCommand(['balance', 'adjust', 'demo', '+100', '--kind', 'bonus', '--reason', 'promo']),
    ).toBe('function');
    expect(
      parseCommand(['balance', 'adjust', 'demo', '+100', '--kind', 'gift', '--reason', 'promo']),
    ).toMatch(/--kind/);
    expect(parseCommand(['deposit', 'teleport', '1'])).toMatch(/Unknown command/);
    const confirm = parseCommand(['deposit', 'confirm', 'abc']);
    if (typeof confirm === 'string') throw new Error(confirm);
    await expect(confirm(t.database)).rejects.toThrow(/positive number/);
    const missing = parseCommand(['deposit', 'confirm', '999999']);
    if (typeof missing === 'string') throw new Error(missing);
    await expect(missing(t.database)).rejects.toThrow(/NOT_FOUND/);
    const run = async (...argv: string[]) => {
      const command = parseCommand(argv);
      if (typeof command === 'string') throw new Error(command);
      return command(t.database);
    };
    expect(await run('channel', 'disable', 'demopay')).toBe('Channel demopay disabled.');
    const m = await appMember(t, { payPassword: false });
    const refused = await m.call('POST', '/wps/member/deposits', {
      channel: 'demopay',
      amount: '20000',
      requestId: unique('r-'),
    });
    expect(refused.code).toBe('NOT_FOUND');
    expect(await run('channel', 'list')).toMatch(/demopay\s+gateway\s+10000\.\.50000000\s+disabled/);
    expect(await run('channel', 'enable', 'demopay')).toBe('Channel demopay enabled.');
    await expect(run('channel', 'enable', 'nope')).rejects.toThrow(/no deposit channel/);
    const create = parseCommand(['operator-key', 'create', 'cli-made']);
    if (typeof create === 'string') throw new Error(create);
    expect(await create(t.database)).toMatch(/op_[0-9]+_[A-Za-z0-9_-]{43}/);
  });
});
