import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { approveWithdrawalAs, rejectWithdrawalAs } from '../operator';
import { migrateProofs } from './migrate-proofs';
import { proofDir } from './proof';
import { balanceOfMember, booksBalance, messagesOf } from '../../../tests/helpers/books';
import { PAY_PASSWORD, appMember, pngBytes, unique } from '../../../tests/helpers/factories';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cashier-test-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Card = { id: number; accountNumberMasked: string; payeeName: string };
type W = {
  id: number;
  status: string;
  confirmStatus: string | null;
  amountReceived: string | null;
  remainingAmount: string | null;
  hasProof: boolean;
  confirmDeadline: string | null;
};

type Member = Awaited<ReturnType<typeof appMember>>;
/** The member binds a bank card. */
const bindCard = (m: Member, bankName: string, accountNumber: string, payeeName: string) =>
  m.call<Card>('POST', '/wps/member/bank-cards', { bankName, accountNumber, payeeName });

async function memberWithCard(balance = 1_000_000n) {
  const m = await appMember(t, { balance, payee: 'Nguyen Van An' });
  const card = await bindCard(m, 'Techcombank', '19033334444', 'nguyen  van an');
  expect(card.code).toBe('OK');
  return { m, card: card.value };
}

const withdraw = (m: Member, cardId: number, amount: string, key = unique('r-')) =>
  m.call<W>('POST', '/wps/member/withdrawals', {
    cardId,
    amount,
    paymentPassword: PAY_PASSWORD,
    requestId: key,
  });

function upload(m: { headers: Record<string, string> }, id: number, body: Uint8Array, type = 'image/png') {
  return t.app.request(`/files/withdrawals/${id}/proof`, {
    method: 'POST',
    headers: { ...m.headers, 'x-forwarded-for': '203.0.113.10', 'content-type': type },
    body: new Blob([body as Uint8Array<ArrayBuffer>]),
  });
}

describe('bank cards', () => {
  it('binds with the payee name, masks the number, refuses another holder, removes', async () => {
    const { m, card } = await memberWithCard();
    expect(card).toMatchObject({ accountNumberMasked: '**** 4444', payeeName: 'Nguyen Van An' });
    const other = await bindCard(m, 'ACB', '555566667777', 'Tran Thi B');
    expect(other).toMatchObject({ status: 400, code: 'PAYEE_NAME_MISMATCH' });
    const twice = await bindCard(m, 'Techcombank', '19033334444', 'Nguyen Van An');
    expect(twice.code).toBe('ALREADY_BOUND');
    expect((await m.call<Card[]>('GET', '/wps/member/bank-cards')).value).toHaveLength(1);
    const stranger = await appMember(t);
    expect((await stranger.call('DELETE', `/wps/member/bank-cards/${card.id}`)).code).toBe('NOT_FOUND');
    expect((await m.call('DELETE', `/wps/member/bank-cards/${card.id}`)).code).toBe('OK');
    expect((await m.call<Card[]>('GET', '/wps/member/bank-cards')).value).toEqual([]);
  });

  it('the first bind sets an empty payee name; later cards must match it', async () => {
    const m = await appMember(t);
    const first = await bindCard(m, 'BIDV', '12345678', 'Le Van C');
    expect(first.code).toBe('OK');
    const r = await t.database.db.execute<{ payee_name: string }>(
      sql`SELECT payee_name FROM account_security WHERE account_id = ${m.accountId}`,
    );
    expect(r.rows[0]!.payee_name).toBe('Le Van C');
    const second = await bindCard(m, 'BIDV', '87654321', 'Pham D');
    expect(second.code).toBe('PAYEE_NAME_MISMATCH');
  });

  it('refuses a bad account number by validation', async () => {
    const m = await appMember(t);
    const r = await bindCard(m, 'X Bank', '12ab', 'A B');
    expect(r).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});

describe('withdrawals', () => {
  it('holds the amount at request time; a double tap is one withdrawal', async () => {
    const { m, card } = await memberWithCard();
    const key = unique('r-');
    const a = await withdraw(m, card.id, '300000', key);
    const b = await withdraw(m, card.id, '300000', key);
    expect(a.value.status).toBe('pending');
    expect(b.value.id).toBe(a.value.id);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(700_000n);
    expect(await balanceOfMember(t.database.db, m.accountId, 'member_hold')).toBe(300_000n);
    // The held money cannot be asked for again.
    const over = await withdraw(m, card.id, '800000');
    expect(over.code).toBe('INSUFFICIENT_FUNDS');
    const rows = await t.database.db.execute(
      sql`SELECT 1 FROM withdrawals WHERE account_id = ${m.accountId}`,
    );
    expect(rows.rows).toHaveLength(1);
  });

  it('needs the right payment password, one at all, the own card and the limits', async () => {
    const { m, card } = await memberWithCard();
    const wrong = await m.call('POST', '/wps/member/withdrawals', {
      cardId: card.id,
      amount: '100000',
      paymentPassword: 'Wrong@1234',
      requestId: unique('r-'),
    });
    expect(wrong).toMatchObject({ status: 400, code: 'INVALID_PAYMENT_PASSWORD' });
    expect((await withdraw(m, card.id, '49999')).code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await withdraw(m, card.id + 100000, '100000')).code).toBe('NOT_FOUND');
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(1_000_000n);
    const none = await appMember(t, { balance: 500_000n, payPassword: false, payee: 'A B' });
    const c = await bindCard(none, 'X Bank', '1234567', 'A B');
    const r = await withdraw(none, c.value.id, '100000');
    expect(r.code).toBe('NOT_BOUND');
  });

  it('approve: hold → cash_out, approved_at, message, confirmation awaiting; a second decision is WRONG_STATE', async () => {
    const { m, card } = await memberWithCard();
    const w = await withdraw(m, card.id, '200000');
    const row = async () =>
      (
        await t.database.db.execute<{ status: string; approved_at: string | null }>(
          sql`SELECT status, approved_at FROM withdrawals WHERE id = ${w.value.id}`,
        )
      ).rows[0]!;
    expect((await row()).approved_at).toBeNull();
    await approveWithdrawalAs(t.database.db, 'cli:test', w.value.id);
    expect(await row()).toMatchObject({ status: 'approved' });
    expect((await row()).approved_at).not.toBeNull();
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(800_000n);
    expect(await balanceOfMember(t.database.db, m.accountId, 'member_hold')).toBe(0n);
    await expect(rejectWithdrawalAs(t.database.db, 'cli:test', w.value.id)).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
    expect((await messagesOf(t.database.db, m.accountId)).map((x) => x.template)).toEqual([
      'withdrawal_approved',
    ]);
    const got = await m.call<W>('GET', `/wps/member/withdrawals/${w.value.id}`);
    expect(got.value.confirmStatus).toBe('awaiting');
    expect(got.value.confirmDeadline).not.toBeNull();
  });

  it('reject: the hold goes back to the main wallet, with the message', async () => {
    const { m, card } = await memberWithCard();
    const w = await withdraw(m, card.id, '250000');
    const d = await rejectWithdrawalAs(t.database.db, 'cli:test', w.value.id, 'bank details unclear');
    expect(d.balance).toBe('1000000');
    expect(await balanceOfMember(t.database.db, m.accountId, 'member_hold')).toBe(0n);
    expect((await messagesOf(t.database.db, m.accountId)).map((x) => x.template)).toEqual([
      'withdrawal_rejected',
    ]);
    await expect(approveWithdrawalAs(t.database.db, 'cli:test', w.value.id)).rejects.toMatchObject({
      code: 'WRONG_STATE',
    });
    const confirm = await m.call('POST', `/wps/member/withdrawals/${w.value.id}/confirm`, {
      action: 'received',
    });
    expect(confirm.code).toBe('WRONG_STATE');
  });
});

describe('confirmation after payment (spec section 4)', () => {
  async function paid(amount = '100000') {
    const { m, card } = await memberWithCard();
    const w = await withdraw(m, card.id, amount);
    await approveWithdrawalAs(t.database.db, 'cli:test', w.value.id);
    return { m, id: w.value.id };
  }

  it('received with a partial amount shows the remaining amount and is final', async () => {
    const { m, id } = await paid('100000');
    const before = await m.call('POST', `/wps/member/withdrawals/${id}/confirm`, {
      action: 'received',
      amountReceived: '100001',
    });
    expect(before.code).toBe('AMOUNT_OUT_OF_RANGE');
    const r = await m.call<W>('POST', `/wps/member/withdrawals/${id}/confirm`, {
      action: 'received',
      amountReceived: '60000',
    });
    expect(r.value).toMatchObject({
      confirmStatus: 'received',
      amountReceived: '60000',
      remainingAmount: '40000',
    });
    const again = await m.call('POST', `/wps/member/withdrawals/${id}/confirm`, { action: 'fully_paid' });
    expect(again.code).toBe('WRONG_STATE');
  });

  it('fully paid records the whole amount', async () => {
    const { m, id } = await paid('70000');
    const r = await m.call<W>('POST', `/wps/member/withdrawals/${id}/confirm`, { action: 'fully_paid' });
    expect(r.value).toMatchObject({
      confirmStatus: 'fully_paid',
      amountReceived: '70000',
      remainingAmount: '0',
    });
  });

  it('not received needs a PNG/JPEG proof of at most 5 MB, checked by its bytes, shown to the owner only', async () => {
    const { m, id } = await paid();
    const early = await m.call('POST', `/wps/member/withdrawals/${id}/confirm`, { action: 'not_received' });
    expect(early).toMatchObject({ code: 'BAD_REQUEST' });
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const bad = await upload(m, id, fake, 'image/png');
    expect(bad.status).toBe(415);
    expect(((await bad.json()) as { code: string }).code).toBe('UNSUPPORTED_FILE');
    const big = await upload(m, id, pngBytes(5 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const stranger = await appMember(t);
    expect((await upload(stranger, id, jpeg)).status).toBe(404);
    const ok = await upload(m, id, jpeg, 'application/octet-stream');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { value: W }).value.hasProof).toBe(true);
    const exact = await upload(m, id, pngBytes(5 * 1024 * 1024));
    expect(exact.status).toBe(200);
    const r = await m.call<W>('POST', `/wps/member/withdrawals/${id}/confirm`, { action: 'not_received' });
    expect(r.value.confirmStatus).toBe('not_received');
    const own = await t.app.request(`/files/withdrawals/${id}/proof`, {
      headers: { ...m.headers, 'x-forwarded-for': '203.0.113.10' },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect((await own.arrayBuffer()).byteLength).toBe(5 * 1024 * 1024);
    const other = await t.app.request(`/files/withdrawals/${id}/proof`, {
      headers: { ...stranger.headers, 'x-forwarded-for': '203.0.113.10' },
    });
    expect(other.status).toBe(404);
    const anon = await t.app.request(`/files/withdrawals/${id}/proof`, {
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(anon.status).toBe(401);
    // The money came after all: the member may still say received.
    const later = await m.call<W>('POST', `/wps/member/withdrawals/${id}/confirm`, { action: 'fully_paid' });
    expect(later.value.confirmStatus).toBe('fully_paid');
  });

  it("moves a proof kept on one node's disk into the shared store once, and serves it as before", async () => {
    const { m, id } = await paid();
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6]);
    expect((await upload(m, id, jpeg)).status).toBe(200);
    // As the server wrote it before the upload store: a file name, the bytes under DATA_DIR.
    const name = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.jpg';
    await fs.mkdir(proofDir(dataDir), { recursive: true });
    await fs.writeFile(path.join(proofDir(dataDir), name), jpeg);
    await t.database.db.execute(sql`UPDATE withdrawals SET proof_file = ${name} WHERE id = ${id}`);
    const gone = await t.app.request(`/files/withdrawals/${id}/proof`, {
      headers: { ...m.headers, 'x-forwarded-for': '203.0.113.10' },
    });
    expect(gone.status).toBe(404);

    expect(await migrateProofs(t.database.db, t.deps.blobs, dataDir)).toEqual({ moved: 1, missing: [] });
    expect(await migrateProofs(t.database.db, t.deps.blobs, dataDir)).toEqual({ moved: 0, missing: [] });
    const row = await t.database.db.execute<{ proof_file: string }>(
      sql`SELECT proof_file FROM withdrawals WHERE id = ${id}`,
    );
    expect(row.rows[0]!.proof_file).toBe(`withdrawal-proofs/${name}`);
    await expect(fs.access(path.join(proofDir(dataDir), name))).rejects.toThrow();
    const served = await t.app.request(`/files/withdrawals/${id}/proof`, {
      headers: { ...m.headers, 'x-forwarded-for': '203.0.113.10' },
    });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);
  });

  it('no answer within the configured minutes counts as received, and that cannot be reversed', async () => {
    const { m, id } = await paid('90000');
    await t.database.db.execute(
      sql`UPDATE withdrawals SET approved_at = now() - interval '31 minutes' WHERE id = ${id}`,
    );
    const list = await m.call<{ list: W[] }>('GET', '/wps/member/withdrawals');
    expect(list.value.list[0]).toMatchObject({ id, confirmStatus: 'auto_received', amountReceived: '90000' });
    const r = await m.call('POST', `/wps/member/withdrawals/${id}/confirm`, { action: 'not_received' });
    expect(r.code).toBe('WRONG_STATE');
    expect((await upload(m, id, pngBytes())).status).toBe(409);
  });

  it('an answer inside the window is not overridden', async () => {
    const { m, id } = await paid('90000');
    await t.database.db.execute(
      sql`UPDATE withdrawals SET approved_at = now() - interval '29 minutes' WHERE id = ${id}`,
    );
    const r = await m.call<W>('POST', `/wps/member/withdrawals/${id}/confirm`, { action: 'received' });
    expect(r.value.confirmStatus).toBe('received');
  });

  it('keeps the books balanced', async () => {
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});
