import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingWithdrawal } from '../../../contract/operator/schemas';
import type { Grant } from '../../../contract/rewards/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import {
  PAY_PASSWORD,
  appMember,
  createOperatorKey,
  liveCampaign,
  unique,
} from '../../../tests/helpers/factories';
import { callAsOperator } from '../../../tests/helpers/requests';
import { manualGrant } from './review';

/**
 * "One per bank account" (decision 090): two accounts sharing a bank account number cannot both
 * take a campaign whose rule is linked_accounts: not by claiming at once (the claim locks on the
 * number), and not by adding the shared number after the claim (the withdrawal waits for the
 * operator).
 */

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = await createOperatorKey(t.database.db, 'backoffice');
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof appMember>>;

/** A live campaign of one per member and bank account, of 200,000 ₫ with no turnover (so withdrawable). */
const bankLimited = () =>
  liveCampaign(t.database.db, {
    rules: { op: 'all', rules: [{ op: 'player_only' }, { op: 'linked_accounts' }] },
    reward: { type: 'fixed', amount: '200000' },
    wageringMultiple: 0,
  });

const member = (payee: string) => appMember(t, { payee });

async function addCard(m: Member, accountNumber: string): Promise<number> {
  const payeeName = (
    await t.database.pool.query<{ payee: string }>(
      'SELECT payee_name AS payee FROM account_security WHERE account_id = $1',
      [m.accountId],
    )
  ).rows[0]!.payee;
  const r = await m.call<{ id: number }>('POST', '/wps/member/bank-cards', {
    bankName: 'ACB',
    accountNumber,
    payeeName,
  });
  expect(r.code).toBe('OK');
  return r.value.id;
}

const claim = (m: Member, campaign: number) =>
  m.call<{ grant: Grant }>('POST', `/wps/member/promotions/${campaign}/claim?language=en`, {
    requestId: unique('r-'),
    deviceId: `device-m${m.accountId}`,
  });

async function withdraw(m: Member, cardId: number): Promise<number> {
  const r = await m.call<{ id: number }>('POST', '/wps/member/withdrawals', {
    cardId,
    amount: '100000',
    paymentPassword: PAY_PASSWORD,
    requestId: unique('r-'),
  });
  expect(r.code).toBe('OK');
  return r.value.id;
}

/** The withdrawal as the operator's list shows it. */
async function opsView(id: number) {
  const all = await callAsOperator<PendingWithdrawal[]>(
    t,
    key,
    'GET',
    '/ops/withdrawals?status=all&limit=200',
  );
  return all.value.find((w) => w.id === id);
}

const decide = (id: number, action: 'approve' | 'release', body?: unknown) =>
  callAsOperator(t, key, 'POST', `/ops/withdrawals/${id}/${action}`, body);

const bankNumber = () => `9${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;

describe('one per bank account, at the withdrawal (decision 090)', () => {
  it('holds the withdrawals of two accounts that took the campaign and share a number added after the claim, until the operator releases them', async () => {
    const campaign = await bankLimited();
    const a = await member('Le Van An');
    const b = await member('Pham Thi Bich');
    const shared = bankNumber();
    const aCard = await addCard(a, shared);
    expect((await claim(a, campaign)).code).toBe('OK');
    expect((await claim(b, campaign)).code).toBe('OK');
    // b adds a's account number after both claims.
    const bCard = await addCard(b, shared);

    const held = await withdraw(b, bCard);
    const alsoHeld = await withdraw(a, aCard);
    expect(await opsView(held)).toMatchObject({ status: 'pending', reviewReason: 'linked_bonus' });
    expect(await opsView(alsoHeld)).toMatchObject({ status: 'pending', reviewReason: 'linked_bonus' });
    expect(await decide(held, 'approve')).toMatchObject({ status: 409, code: 'WITHDRAWAL_HELD' });

    // The operator looked: released (once), then paid as any other.
    expect(await decide(held, 'release', { reason: 'same family' })).toMatchObject({ code: 'OK' });
    expect(await decide(held, 'release')).toMatchObject({ code: 'WRONG_STATE' });
    expect(await opsView(held)).toMatchObject({
      reviewReason: 'linked_bonus',
      releasedBy: expect.stringContaining('backoffice') as string,
    });
    expect(await decide(held, 'approve')).toMatchObject({ code: 'OK', value: { status: 'approved' } });
    // The release covers that link: b's next withdrawal is not held again for it.
    expect(await opsView(await withdraw(b, bCard))).toMatchObject({ reviewReason: null });
  });

  it('holds the withdrawal of an account sharing a number added before, granted the campaign all the same (a manual grant)', async () => {
    const campaign = await bankLimited();
    const a = await member('Tran Van Cuong');
    const b = await member('Vo Thi Dung');
    const shared = bankNumber();
    await addCard(a, shared);
    const bCard = await addCard(b, shared);
    expect((await claim(a, campaign)).code).toBe('OK');
    expect(await claim(b, campaign)).toMatchObject({
      code: 'RULE_FAILED',
      value: { rule: 'linked_accounts' },
    });
    await manualGrant(t.database.db, 'cli:test', {
      account: b.account,
      amount: 200_000n,
      campaignId: campaign,
      reason: 'goodwill',
      requestId: unique('r-'),
    });
    const held = await withdraw(b, bCard);
    expect(await opsView(held)).toMatchObject({ reviewReason: 'linked_bonus' });
  });

  it('does not hold the withdrawal of an account whose bank account no other taker shares', async () => {
    const campaign = await bankLimited();
    const a = await member('Do Van Em');
    const b = await member('Ngo Thi Phuong');
    const aCard = await addCard(a, bankNumber());
    await addCard(b, bankNumber());
    expect((await claim(a, campaign)).code).toBe('OK');
    expect((await claim(b, campaign)).code).toBe('OK');
    const free = await withdraw(a, aCard);
    expect(await opsView(free)).toMatchObject({ reviewReason: null });
    expect(await decide(free, 'release')).toMatchObject({ code: 'WRONG_STATE' });
    expect(await decide(free, 'approve')).toMatchObject({ code: 'OK', value: { status: 'approved' } });
  });
});

describe('one per bank account, at the claim (decision 090)', () => {
  it('of two accounts sharing a number claiming at once, exactly one is paid, round after round', async () => {
    for (let round = 0; round < 8; round++) {
      const campaign = await bankLimited();
      const a = await member('Ly Van Giang');
      const b = await member('Mai Thi Hoa');
      const shared = bankNumber();
      await addCard(a, shared);
      await addCard(b, shared);
      const answers = await Promise.all([claim(a, campaign), claim(b, campaign)]);
      expect(answers.map((x) => x.code).sort()).toEqual(['OK', 'RULE_FAILED']);
      expect(answers.find((x) => x.code === 'RULE_FAILED')).toMatchObject({
        value: { rule: 'linked_accounts' },
      });
    }
  });
});
