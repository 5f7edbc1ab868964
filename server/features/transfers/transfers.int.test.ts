import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { balanceOfMember, booksBalance } from '../../../tests/helpers/books';
import { PAY_PASSWORD, appMember, unique } from '../../../tests/helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof appMember>>;
/** agent (type 1) > sub-agent (type 2) > member; plus an unrelated agent and a sibling member. */
async function tree() {
  const top = await appMember(t, { balance: 1_000_000n, type: 1 });
  const sub = await appMember(t, { balance: 500_000n, type: 2, parentId: top.accountId });
  const leaf = await appMember(t, { balance: 100_000n, parentId: sub.accountId });
  const sibling = await appMember(t, { balance: 0n, parentId: top.accountId });
  const stranger = await appMember(t, { balance: 0n, type: 1 });
  return { top, sub, leaf, sibling, stranger };
}
const send = (from: Member, to: Member, amount: string, opts: { password?: string; key?: string } = {}) =>
  from.call<{ direction: string; balance: string; transferId: number }>('POST', '/wps/member/transfer', {
    to: to.account,
    amount,
    paymentPassword: opts.password ?? PAY_PASSWORD,
    requestId: opts.key ?? unique('r-'),
  });

describe('transfers to upline and downline', () => {
  it('shows the upline and whether downline transfers are allowed', async () => {
    const { sub, leaf } = await tree();
    const r = await leaf.call<{ upline: { id: number } | null; canTransferDown: boolean }>(
      'GET',
      '/wps/member/transfer/targets',
    );
    expect(r.value).toMatchObject({ upline: { id: sub.accountId }, canTransferDown: false });
    const a = await sub.call<{ canTransferDown: boolean }>('GET', '/wps/member/transfer/targets');
    expect(a.value.canTransferDown).toBe(true);
  });

  it('a member sends to the direct upline; one ledger transaction; the requestId makes it once', async () => {
    const { sub, leaf } = await tree();
    const key = unique('r-');
    const r = await send(leaf, sub, '30000', { key });
    expect(r.value).toMatchObject({ direction: 'upline', balance: '70000' });
    const again = await send(leaf, sub, '30000', { key });
    expect(again.value.transferId).toBe(r.value.transferId);
    expect((await send(leaf, sub, '31000', { key })).code).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOfMember(t.database.db, leaf.accountId)).toBe(70_000n);
    expect(await balanceOfMember(t.database.db, sub.accountId)).toBe(530_000n);
    const tx = await t.database.db.execute(sql`
      SELECT t.kind FROM transfers x JOIN ledger_transactions t ON t.id = x.ledger_transaction_id
      WHERE x.from_account_id = ${leaf.accountId}`);
    expect(tx.rows).toEqual([{ kind: 'transfer_upline' }]);
  });

  it('the same transfer sent twice at once moves the money once', async () => {
    const { sub, leaf } = await tree();
    const key = unique('r-');
    const [a, b] = await Promise.all([send(leaf, sub, '10000', { key }), send(leaf, sub, '10000', { key })]);
    expect([a.code, b.code]).toEqual(['OK', 'OK']);
    expect(a.value.transferId).toBe(b.value.transferId);
    expect(await balanceOfMember(t.database.db, leaf.accountId)).toBe(90_000n);
  });

  it('an agent sends to a downline at any depth', async () => {
    const { top, leaf } = await tree();
    const r = await send(top, leaf, '50000');
    expect(r.value.direction).toBe('downline');
    expect(await balanceOfMember(t.database.db, leaf.accountId)).toBe(150_000n);
  });

  it('refuses outside the tree, upward beyond the direct upline, and members sending down', async () => {
    const { top, sub, leaf, sibling, stranger } = await tree();
    expect((await send(leaf, top, '1000')).code).toBe('NOT_IN_TREE');
    expect((await send(leaf, sibling, '1000')).code).toBe('NOT_IN_TREE');
    expect((await send(sub, sibling, '1000')).code).toBe('NOT_IN_TREE');
    expect((await send(top, stranger, '1000')).code).toBe('NOT_IN_TREE');
    expect((await send(sibling, leaf, '1000')).code).toBe('NOT_IN_TREE');
    const res = await send(top, sub, '1000');
    expect(res.code).toBe('OK');
    expect(await balanceOfMember(t.database.db, stranger.accountId)).toBe(0n);
  });

  it('refuses self, zero, unknown receivers, wrong passwords and overdrafts, moving nothing', async () => {
    const { sub, leaf } = await tree();
    expect((await send(leaf, leaf, '1000')).code).toBe('BAD_REQUEST');
    expect((await send(leaf, sub, '0')).code).toBe('BAD_REQUEST');
    expect((await send(leaf, sub, '-5')).code).toBe('BAD_REQUEST');
    const ghost = await leaf.call('POST', '/wps/member/transfer', {
      to: 'no_such_account_x',
      amount: '1000',
      paymentPassword: PAY_PASSWORD,
      requestId: unique('r-'),
    });
    expect(ghost.code).toBe('NOT_FOUND');
    expect((await send(leaf, sub, '1000', { password: 'Wrong@999' })).code).toBe('INVALID_PAYMENT_PASSWORD');
    expect((await send(leaf, sub, '100001')).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOfMember(t.database.db, leaf.accountId)).toBe(100_000n);
    expect(await balanceOfMember(t.database.db, sub.accountId)).toBe(500_000n);
    const rows = await t.database.db.execute(
      sql`SELECT 1 FROM transfers WHERE from_account_id = ${leaf.accountId}`,
    );
    expect(rows.rows).toEqual([]);
  });

  it('trial accounts cannot transfer', async () => {
    const trial = await appMember(t, { type: 4 });
    expect((await trial.call('GET', '/wps/member/transfer/targets')).code).toBe('NEED_REAL_ACCOUNT');
  });

  it('keeps the books balanced', async () => {
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});
