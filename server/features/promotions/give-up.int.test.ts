import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiveUpResult } from '../../../contract/give-up/schemas';
import type { Grant } from '../../../contract/rewards/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { postTransaction, systemAccount, vendorWallet } from '../../core/money/ledger';
import type { AppError } from '../../core/context/errors';
import { budgetOf } from '../../engine/rewards';
import { giveUpBonus } from './give-up';
import { balanceOfMember, booksBalance, messagesOf } from '../../../tests/helpers/books';
import {
  PAY_PASSWORD,
  appMember,
  creditedDeposit,
  deposit,
  insertBet,
  liveCampaign,
  unique,
} from '../../../tests/helpers/factories';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'give-up-test-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<typeof appMember>>;

/** A member who deposited 300,000 and claimed a 100% bonus (turnover 10x): 600,000 in the wallet. */
async function bonusMember(payee = 'Le Van Cuong') {
  const db = t.database.db;
  const campaignId = await liveCampaign(db);
  const m = await appMember(t, { payee });
  await deposit(db, m.wallet, 300_000n);
  await creditedDeposit(db, m.accountId, 300_000n);
  const got = await m.call<{ grant: Grant; balance: string }>(
    'POST',
    `/wps/member/promotions/${campaignId}/claim?language=en`,
    { requestId: unique('r-') },
  );
  expect(got).toMatchObject({ code: 'OK', value: { balance: '600000', grant: { status: 'active' } } });
  return { m, campaignId, grantId: got.value.grant.id };
}

const giveUp = (m: Member, grantId: number, key = unique('r-')) =>
  m.call<GiveUpResult>('POST', `/wps/member/rewards/grants/${grantId}/give-up?language=en`, {
    requestId: key,
  });

const withdraw = async (m: Member, payee: string) => {
  const card = await m.call<{ id: number }>('POST', '/wps/member/bank-cards', {
    bankName: 'Techcombank',
    accountNumber: `19${randomBytes(4).readUInt32BE(0)}`,
    payeeName: payee,
  });
  return m.call('POST', '/wps/member/withdrawals', {
    cardId: card.value.id,
    amount: '300000',
    paymentPassword: PAY_PASSWORD,
    requestId: unique('r-'),
  });
};

const forfeitsOf = async (grantId: number) => {
  const r = await t.database.db.execute<{ n: string }>(sql`
    SELECT count(*)::text AS n FROM ledger_transactions
    WHERE kind = 'bonus_forfeit' AND memo->>'grantId' = ${String(grantId)}`);
  return Number(r.rows[0]!.n);
};

/** Money the member lost in play, or moved: out of the main wallet to `to`. */
async function moveOut(m: Member, amount: bigint, to: number) {
  await t.database.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'test_move',
      idempotencyKey: `test:move:${randomBytes(8).toString('hex')}`,
      entries: [
        { ledgerAccountId: m.wallet, amount: -amount },
        { ledgerAccountId: to, amount },
      ],
    }),
  );
}

describe('giving up a bonus (decision 069)', () => {
  it('takes the bonus back to the budget, closes the turnover, tells the member, and unlocks the deposit', async () => {
    const payee = 'Le Van Cuong';
    const { m, campaignId, grantId } = await bonusMember(payee);
    const budget = await budgetOf(t.database.db, campaignId);
    expect(await withdraw(m, payee)).toMatchObject({ status: 409, code: 'TURNOVER_NOT_MET' });

    const key = unique('r-');
    const out = await giveUp(m, grantId, key);
    expect(out).toMatchObject({
      code: 'OK',
      value: { forfeited: '300000', balance: '300000', grant: { id: grantId, status: 'forfeited' } },
    });
    expect(await budgetOf(t.database.db, campaignId)).toBe(budget + 300_000n);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(300_000n);
    const told = (await messagesOf(t.database.db, m.accountId)).at(-1)!;
    expect(told).toMatchObject({ template: 'reward_forfeited', params: { amount: '300000' } });

    // The same tap again: the original answer; another: the bonus is no longer open.
    expect((await giveUp(m, grantId, key)).value).toEqual(out.value);
    expect(await giveUp(m, grantId)).toMatchObject({ status: 409, code: 'BONUS_NOT_OPEN' });
    expect(await forfeitsOf(grantId)).toBe(1);

    const turnover = await m.call('GET', '/wps/member/rewards/turnover');
    expect(turnover.value).toMatchObject({ remaining: '0', openGrants: 0 });
    expect((await withdraw(m, payee)).code).toBe('OK');
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('20 concurrent give-ups forfeit once', async () => {
    const { m, grantId } = await bonusMember();
    const same = unique('r-');
    // Straight to the engine: the HTTP limiter would turn some taps away before they race.
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        giveUpBonus(
          t.database.db,
          m.accountId,
          grantId,
          { requestId: i % 2 === 0 ? same : unique('r-') },
          'vi',
        ),
      ),
    );
    const ok = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    // Whichever tap locks the grant first wins: one of the ten with the shared request id (then all
    // ten get its answer) or one with an id of its own (then it alone does).
    const winner = await t.database.db.execute<{ id: string }>(
      sql`SELECT forfeit_request_id AS id FROM reward_grants WHERE id = ${grantId}`,
    );
    expect(ok.length).toBe(winner.rows[0]!.id === same ? 10 : 1);
    for (const a of ok) expect(a).toMatchObject({ forfeited: '300000', balance: '300000' });
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [(a.reason as AppError).code] : []));
    expect(refused.every((code) => code === 'BONUS_NOT_OPEN')).toBe(true);
    expect(await forfeitsOf(grantId)).toBe(1);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(300_000n);
  });

  it('a bonus partly lost in play gives back what is left of it, never more than the wallet holds', async () => {
    const { m, grantId } = await bonusMember();
    // 450,000 lost: 150,000 left, less than the 300,000 bonus.
    await moveOut(m, 450_000n, await systemAccount(t.database.db, 'house'));
    const out = await giveUp(m, grantId);
    expect(out).toMatchObject({ code: 'OK', value: { forfeited: '150000', balance: '0' } });
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(0n);
  });

  it('refuses while the bonus sits in a game wallet, and changes nothing', async () => {
    const { m, grantId } = await bonusMember();
    await moveOut(m, 500_000n, await vendorWallet(t.database.db, m.accountId, 'PG'));
    expect(await giveUp(m, grantId)).toMatchObject({ status: 409, code: 'BONUS_IN_GAME_WALLET' });
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(100_000n);
    expect(await forfeitsOf(grantId)).toBe(0);
    const list = await m.call<{ list: Grant[] }>('GET', '/wps/member/rewards/grants');
    expect(list.value.list.find((g) => g.id === grantId)).toMatchObject({ status: 'active' });
  });

  it('a bonus whose turnover is met, or another member’s, cannot be given up', async () => {
    const { m, grantId } = await bonusMember();
    const other = await appMember(t);
    expect(await giveUp(other, grantId)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // Bets settled a moment ago meet it: the give-up counts them first.
    const at = new Date(Date.now() + 1000).toISOString();
    await insertBet(t.database.db, m.accountId, { vendor: 'PG', game: 'g', at, bet: 3_000_000n, win: 0n });
    expect(await giveUp(m, grantId)).toMatchObject({ status: 409, code: 'BONUS_NOT_OPEN' });
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(600_000n);
  });
});
