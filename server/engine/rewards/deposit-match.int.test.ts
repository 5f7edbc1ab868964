import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Grant, GrantPage, PromotionDetail } from '../../../contract/rewards/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { confirmDeposit } from '../../features/operator';
import { approveWithdrawal } from '../../features/payments';
import { reviewGrant } from './review';
import { bet, createToolLaunchToken } from '../../features/wallet';
import { PAY_PASSWORD, appMember, liveCampaign, unique } from '../../../tests/helpers/factories';

/**
 * A deposit match (the welcome bonus) is claimable only while the deposit it matches is
 * untouched (decision 088): not bet, not moved out, no withdrawal pending.
 */
let t: TestApp;
let dataDir: string;
let campaignId: number;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'deposit-match-test-'));
  t = await createTestApp({ config: { dataDir } });
  // The welcome terms (100% of the first deposit, from 100,000), without the abuse limits.
  campaignId = await liveCampaign(t.database.db);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<typeof appMember>>;

/** A member whose first deposit, 300,000, was credited through the cashier. */
async function depositedMember(): Promise<Member & { payee: string }> {
  // Letters only, as a payee name must be.
  const payee = `Nguyen Van ${randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;
  const m = await appMember(t, { payee });
  const d = await m.call<{ id: number }>('POST', '/wps/member/deposits', {
    channel: 'bank',
    amount: '300000',
    requestId: unique('r-'),
  });
  await confirmDeposit(t.database.db, 'cli:test', d.value.id);
  return { ...m, payee };
}

/** A bank card in the member's payee name. */
const cardOf = async (m: Member & { payee: string }) =>
  (
    await m.call<{ id: number }>('POST', '/wps/member/bank-cards', {
      bankName: 'Techcombank',
      accountNumber: `19${randomBytes(4).readUInt32BE(0)}`,
      payeeName: m.payee,
    })
  ).value.id;

const claim = (m: Member) =>
  m.call<{ grant: Grant; balance: string }>(
    'POST',
    `/wps/member/promotions/${campaignId}/claim?language=en`,
    {
      requestId: unique('r-'),
    },
  );

const detailOf = async (m: Member) =>
  (await m.call<PromotionDetail>('GET', `/wps/promotions/${campaignId}?language=en`)).value;

async function withdraw(m: Member & { payee: string }, amount: string) {
  const w = await m.call<{ id: number }>('POST', '/wps/member/withdrawals', {
    cardId: await cardOf(m),
    amount,
    paymentPassword: PAY_PASSWORD,
    requestId: unique('r-'),
  });
  expect(w.code).toBe('OK');
  return w.value.id;
}

const untouchedRefusal = { status: 403, code: 'RULE_FAILED', value: { rule: 'deposit_untouched' } };

describe('a deposit match needs its deposit untouched', () => {
  it('is granted while the deposit is untouched', async () => {
    const m = await depositedMember();
    expect(await detailOf(m)).toMatchObject({ state: 'claim', blockedBy: null, amountNow: '300000' });
    const got = await claim(m);
    expect(got).toMatchObject({ code: 'OK', value: { balance: '600000', grant: { amount: '300000' } } });
  });

  it('is refused once the deposit was bet', async () => {
    const m = await depositedMember();
    const { token } = await createToolLaunchToken(t.database.db, m.accountId, 'PG');
    await bet(t.database.db, 'PG', {
      token,
      playerId: String(m.accountId),
      transactionId: unique('b-'),
      roundId: unique('r-'),
      gameCode: 'g',
      amount: 10_000n,
    });
    expect(await detailOf(m)).toMatchObject({ state: 'join', blockedBy: 'deposit_untouched' });
    expect(await claim(m)).toMatchObject(untouchedRefusal);
  });

  it('is refused while a withdrawal is pending', async () => {
    const m = await depositedMember();
    await withdraw(m, '100000');
    expect(await claim(m)).toMatchObject(untouchedRefusal);
  });

  it('is refused after the deposit was withdrawn', async () => {
    const m = await depositedMember();
    const id = await withdraw(m, '300000');
    await t.database.db.transaction((tx) => approveWithdrawal(tx, id, 'cli:test'));
    expect(await claim(m)).toMatchObject(untouchedRefusal);
  });

  it('a claim and a withdrawal at the same moment never both go through', async () => {
    for (let i = 0; i < 8; i++) {
      const m = await depositedMember();
      const cardId = await cardOf(m);
      const [c, w] = await Promise.all([
        claim(m),
        m.call('POST', '/wps/member/withdrawals', {
          cardId,
          amount: '300000',
          paymentPassword: PAY_PASSWORD,
          requestId: unique('r-'),
        }),
      ]);
      expect([c.code, w.code]).not.toEqual(['OK', 'OK']);
    }
  });

  it('held for review, is paid only if the deposit is still untouched when the operator approves', async () => {
    const held = await liveCampaign(t.database.db, { holdAbove: '100000' });
    const claimHeld = (m: Member) =>
      m.call<{ grant: Grant }>('POST', `/wps/member/promotions/${held}/claim?language=en`, {
        requestId: unique('r-'),
      });
    // Untouched while it waited: paid.
    const kept = await depositedMember();
    const k = await claimHeld(kept);
    expect(k.value.grant.status).toBe('held');
    await reviewGrant(t.database.db, 'cli:test', Number(k.value.grant.id), 'approve');
    // Bet while it waited (and maybe lost): the approval is refused, and the grant stays held.
    const played = await depositedMember();
    const p = await claimHeld(played);
    expect(p.value.grant.status).toBe('held');
    const { token } = await createToolLaunchToken(t.database.db, played.accountId, 'PG');
    await bet(t.database.db, 'PG', {
      token,
      playerId: String(played.accountId),
      transactionId: unique('b-'),
      roundId: unique('r-'),
      gameCode: 'g',
      amount: 300_000n,
    });
    await expect(
      reviewGrant(t.database.db, 'cli:test', Number(p.value.grant.id), 'approve'),
    ).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'deposit_untouched' },
    });
    const grants = await played.call<GrantPage>('GET', '/wps/member/rewards/grants?language=en');
    expect(grants.value.list.find((g) => g.id === p.value.grant.id)?.status).toBe('held');
    // Rejecting it still works.
    await reviewGrant(
      t.database.db,
      'cli:test',
      Number(p.value.grant.id),
      'reject',
      'deposit bet before review',
    );
  });
});
