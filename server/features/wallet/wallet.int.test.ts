import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createSession } from '../../core/sessions/sessions';
import {
  balanceOf,
  findPosted,
  mainWallet,
  postTransaction,
  systemAccount,
  vendorWallet,
} from '../../core/money/ledger';
import { setSingleWallet } from './wallet-mode';
import { booksBalance } from '../../../tests/helpers/books';
import { createMember } from '../../../tests/helpers/factories';
import { send } from '../../../tests/helpers/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberSession(balance: bigint, type = 0) {
  const m = await createMember(t.database.db, { balance: balance, type: type });
  const { token } = await createSession(t.database.db, {
    accountId: m.accountId,
    ip: '203.0.113.10',
    userAgent: 'vitest',
  });
  return { ...m, headers: { authorization: `Bearer ${token}` } };
}
const json = async (res: Response) =>
  (await res.json()) as { success: boolean; code: string; value: Record<string, unknown> };

describe('postTransaction', () => {
  it('posts balanced entries with balance_after, and a replay returns the original and changes nothing', async () => {
    const m = await createMember(t.database.db, { balance: 100n });
    const house = await systemAccount(t.database.db, 'house');
    const post = () =>
      t.database.db.transaction((tx) =>
        postTransaction(tx, {
          kind: 'test',
          idempotencyKey: 'ledger-test-1',
          entries: [
            { ledgerAccountId: m.wallet, amount: -40n },
            { ledgerAccountId: house, amount: 40n },
          ],
        }),
      );
    const first = await post();
    expect(first.replayed).toBe(false);
    expect(first.entries[0]).toEqual({ ledgerAccountId: m.wallet, amount: -40n, balanceAfter: 60n });
    const again = await post();
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(t.database.db, m.wallet)).toBe(60n);
    expect((await findPosted(t.database.db, 'ledger-test-1'))?.transactionId).toBe(first.transactionId);
  });

  it('refuses the same key with other entries (DUPLICATE_TRANSACTION)', async () => {
    const m = await createMember(t.database.db, { balance: 100n });
    const house = await systemAccount(t.database.db, 'house');
    const post = (amount: bigint) =>
      t.database.db.transaction((tx) =>
        postTransaction(tx, {
          kind: 'test',
          idempotencyKey: 'ledger-test-dup',
          entries: [
            { ledgerAccountId: m.wallet, amount: -amount },
            { ledgerAccountId: house, amount },
          ],
        }),
      );
    await post(10n);
    await expect(post(11n)).rejects.toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    expect(await balanceOf(t.database.db, m.wallet)).toBe(90n);
  });

  it('refuses entries that do not sum to zero, single entries and zero amounts, writing nothing', async () => {
    const m = await createMember(t.database.db, { balance: 100n });
    const house = await systemAccount(t.database.db, 'house');
    const bad: [bigint, bigint][] = [
      [-10n, 9n],
      [0n, 0n],
    ];
    for (const [a, b] of bad) {
      await expect(
        t.database.db.transaction((tx) =>
          postTransaction(tx, {
            kind: 'test',
            idempotencyKey: `bad-${a}-${b}`,
            entries: [
              { ledgerAccountId: m.wallet, amount: a },
              { ledgerAccountId: house, amount: b },
            ],
          }),
        ),
      ).rejects.toThrow(/balance|non-zero/);
    }
    await expect(
      t.database.db.transaction((tx) =>
        postTransaction(tx, {
          kind: 'test',
          idempotencyKey: 'bad-one',
          entries: [{ ledgerAccountId: m.wallet, amount: 1n }],
        }),
      ),
    ).rejects.toThrow(/two or more/);
    const n = await t.database.db.execute(
      sql`SELECT 1 FROM ledger_transactions WHERE idempotency_key LIKE 'bad-%'`,
    );
    expect(n.rows).toHaveLength(0);
  });

  it.each([
    ['without hints (general path)', undefined],
    ['with system hints (one-statement pair path)', true],
  ])(
    'refuses a debit below zero with INSUFFICIENT_FUNDS and rolls back, %s; system accounts may go negative',
    async (_name, hinted) => {
      const m = await createMember(t.database.db, { balance: 5n });
      const house = await systemAccount(t.database.db, 'house');
      const hint = (system: boolean) => (hinted ? { system } : {});
      const post = (key: string, amount: bigint) =>
        t.database.db.transaction((tx) =>
          postTransaction(tx, {
            kind: 'test',
            idempotencyKey: key,
            entries: [
              { ledgerAccountId: house, amount, ...hint(true) },
              { ledgerAccountId: m.wallet, amount: -amount, ...hint(false) },
            ],
          }),
        );
      await expect(post(`too-much-${hinted}`, 6n)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      expect(await balanceOf(t.database.db, m.wallet)).toBe(5n);
      expect(await findPosted(t.database.db, `too-much-${hinted}`)).toBeUndefined();
      const okay = await post(`exact-${hinted}`, 5n);
      expect(okay.entries.map((e) => e.ledgerAccountId)).toEqual([house, m.wallet]);
      expect(okay.entries[1]!.balanceAfter).toBe(0n);
      const replay = await post(`exact-${hinted}`, 5n);
      expect(replay).toEqual({ ...okay, replayed: true });
      expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
    },
  );

  it('opens each wallet once, however many ask at the same time', async () => {
    const m = await createMember(t.database.db);
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => vendorWallet(t.database.db, m.accountId, 'JDB')),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await mainWallet(t.database.db, m.accountId)).toBe(m.wallet);
  });
});

describe('wallet calls', () => {
  it('GET /wps/v2/wallets/balance answers the main wallet and vendor wallets as strings', async () => {
    const m = await memberSession(12345n);
    await vendorWallet(t.database.db, m.accountId, 'PG');
    const res = await send(t, 'GET', '/wps/v2/wallets/balance', { headers: m.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await json(res)).value).toEqual({
      currency: 'VND',
      currencySymbol: '₫',
      balance: '12345',
      wallets: [{ vendor: 'PG', balance: '0' }],
    });
  });

  it('token-required: guests get NOT_LOGGED_IN, trial accounts NEED_REAL_ACCOUNT (but may read the wallet mode)', async () => {
    const trial = await memberSession(0n, 4);
    for (const [method, path] of [
      ['GET', '/wps/v2/wallets/balance'],
      ['GET', '/wps/member/info/funds/consolidated'],
      ['POST', '/wps/relay/GCS_walletTransfer'],
      ['GET', '/wps/relay/GCS_merchantWallet'],
    ] as const) {
      const body =
        method === 'POST' ? { from: 'main', to: 'PG', amount: '1', requestId: 'req-guest-1' } : undefined;
      const guest = await send(t, method, path, { body });
      expect(guest.status, path).toBe(401);
      expect((await json(guest)).code).toBe('NOT_LOGGED_IN');
      const asTrial = await send(t, method, path, { headers: trial.headers, body });
      if (path === '/wps/relay/GCS_merchantWallet') expect(asTrial.status).toBe(200);
      else {
        expect(asTrial.status, path).toBe(403);
        expect((await json(asTrial)).code).toBe('NEED_REAL_ACCOUNT');
      }
    }
  });

  it('GET /wps/member/info/funds/consolidated answers zero contract flags and the balance', async () => {
    const m = await memberSession(777n);
    const res = await send(t, 'GET', '/wps/member/info/funds/consolidated', { headers: m.headers });
    expect((await json(res)).value).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      currency: 'VND',
      balance: '777',
    });
  });

  it('single wallet (the default): isSingle true and transfers refused with TRANSFER_DISABLED', async () => {
    const m = await memberSession(100n);
    const mode = await send(t, 'GET', '/wps/relay/GCS_merchantWallet', { headers: m.headers });
    expect((await json(mode)).value).toEqual({ isSingle: true });
    const res = await send(t, 'POST', '/wps/relay/GCS_walletTransfer', {
      headers: m.headers,
      body: { from: 'main', to: 'PG', amount: '10', requestId: 'req-single-1' },
    });
    expect(res.status).toBe(409);
    expect((await json(res)).code).toBe('TRANSFER_DISABLED');
    expect(await balanceOf(t.database.db, m.wallet)).toBe(100n);
  });

  describe('transfer mode', () => {
    beforeAll(() => setSingleWallet(t.database.db, false));
    afterAll(() => setSingleWallet(t.database.db, true));

    it('moves money main → vendor → main; a retry with the same requestId moves nothing', async () => {
      const m = await memberSession(1000n);
      expect(
        (await json(await send(t, 'GET', '/wps/relay/GCS_merchantWallet', { headers: m.headers }))).value,
      ).toEqual({
        isSingle: false,
      });
      const body = { from: 'main', to: 'PG', amount: '300', requestId: 'req-transfer-1' };
      const first = await json(
        await send(t, 'POST', '/wps/relay/GCS_walletTransfer', { headers: m.headers, body }),
      );
      expect(first.value).toMatchObject({ balance: '700', wallets: [{ vendor: 'PG', balance: '300' }] });
      const retry = await json(
        await send(t, 'POST', '/wps/relay/GCS_walletTransfer', { headers: m.headers, body }),
      );
      expect(retry.value.transactionId).toBe(first.value.transactionId);
      expect(await balanceOf(t.database.db, m.wallet)).toBe(700n);
      const other = await send(t, 'POST', '/wps/relay/GCS_walletTransfer', {
        headers: m.headers,
        body: { ...body, amount: '301' },
      });
      expect(other.status).toBe(409);
      expect((await json(other)).code).toBe('DUPLICATE_TRANSACTION');
      const back = await json(
        await send(t, 'POST', '/wps/relay/GCS_walletTransfer', {
          headers: m.headers,
          body: { from: 'PG', to: 'main', amount: 100, requestId: 'req-transfer-2' },
        }),
      );
      expect(back.value).toMatchObject({ balance: '800', wallets: [{ vendor: 'PG', balance: '200' }] });
    });

    it('refuses more than the wallet holds, bad amounts, unknown vendors and vendor-to-vendor', async () => {
      const m = await memberSession(50n);
      const post = (body: unknown) =>
        send(t, 'POST', '/wps/relay/GCS_walletTransfer', { headers: m.headers, body });
      const poor = await post({ from: 'main', to: 'PG', amount: '51', requestId: 'req-poor-1' });
      expect(poor.status).toBe(409);
      expect((await json(poor)).code).toBe('INSUFFICIENT_FUNDS');
      for (const body of [
        { from: 'main', to: 'PG', amount: '0', requestId: 'req-bad-1' },
        { from: 'main', to: 'PG', amount: '1.5', requestId: 'req-bad-2' },
        { from: 'main', to: 'PG', amount: -5, requestId: 'req-bad-3' },
        { from: 'main', to: 'NOPE', amount: '5', requestId: 'req-bad-4' },
        { from: 'PG', to: 'JDB', amount: '5', requestId: 'req-bad-5' },
        { from: 'main', to: 'PG', amount: '5' },
      ]) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await json(res)).code).toBe('BAD_REQUEST');
      }
      expect(await balanceOf(t.database.db, m.wallet)).toBe(50n);
    });
  });

  it('keeps the books balanced', async () => {
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});
