import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DropsView, GrabResult, HistoryItem, OpsDrop } from '../../../contract/red-envelopes/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { callAsOperator } from '../../../tests/helpers/requests';
import { createOperatorKey } from '../operator';
import { balanceOfMember } from '../../../tests/helpers/books';
import { appMember, creditedDeposit, unique } from '../../../tests/helpers/factories';

/** Red envelopes' HTTP calls (member and operator) on the real app (decision 058). */
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = await createOperatorKey(t.database.db, 'backoffice');
});
afterAll(() => t.close());

const ops = (method: string, path: string, body?: unknown) =>
  callAsOperator<unknown>(t, key, method, path, body);

describe('red envelope calls', () => {
  it('an operator creates a drop; a member grabs once; guests see the hash but no seed until it ends', async () => {
    const body = { requestId: unique('r-'), minutes: 10, total: '500000', shares: 5, minShare: '50000' };
    const made = await ops('POST', '/ops/red-envelopes', body);
    expect(made.status).toBe(200);
    const drop = made.value as OpsDrop;
    expect(drop).toMatchObject({
      shares: 5,
      total: '500000',
      taken: 0,
      paid: '0',
      createdBy: 'key:backoffice',
    });
    // The same request names the same drop.
    expect(((await ops('POST', '/ops/red-envelopes', body)).value as OpsDrop).id).toBe(drop.id);

    const guest = (await (await t.get('/wps/red-envelopes')).json()) as { value: DropsView };
    const current = guest.value.current!;
    expect(current).toMatchObject({
      id: drop.id,
      state: 'open',
      left: 5,
      seedHash: drop.seedHash,
      mine: null,
    });
    expect(current.serverSeed).toBeNull();
    expect(current.amounts).toBeNull();

    const m = await appMember(t);
    await creditedDeposit(t.database.db, m.accountId, 100_000n);
    const first = await m.call<GrabResult>('POST', `/wps/member/red-envelopes/${drop.id}/grab`);
    expect(first.status).toBe(200);
    expect(first.value.already).toBe(false);
    expect(BigInt(first.value.share.amount)).toBeGreaterThanOrEqual(50_000n);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(BigInt(first.value.share.amount));
    const again = await m.call<GrabResult>('POST', `/wps/member/red-envelopes/${drop.id}/grab`);
    expect(again.value).toMatchObject({
      already: true,
      share: first.value.share,
      balance: first.value.balance,
    });
    const hist = await m.call<{ list: HistoryItem[] }>('GET', '/wps/member/red-envelopes/history');
    expect(hist.value.list.map((h) => [h.dropId, h.amount])).toEqual([[drop.id, first.value.share.amount]]);

    const listed = await ops('GET', '/ops/red-envelopes');
    const row = (listed.value as { list: OpsDrop[] }).list.find((d) => d.id === drop.id)!;
    expect(row).toMatchObject({ taken: 1, paid: first.value.share.amount });
  });

  it('refuses bad input, guests, unknown drops and drops whose total cannot cover the minimum', async () => {
    expect((await t.app.request('/wps/member/red-envelopes/1/grab', { method: 'POST' })).status).toBe(401);
    const m = await appMember(t);
    expect((await m.call('POST', '/wps/member/red-envelopes/abc/grab')).code).toBe('BAD_REQUEST');
    expect((await m.call('POST', '/wps/member/red-envelopes/999999/grab')).code).toBe('NOT_FOUND');
    const short = await ops('POST', '/ops/red-envelopes', {
      requestId: unique('r-'),
      minutes: 10,
      total: '99',
      shares: 10,
      minShare: '10',
    });
    expect([short.status, short.code]).toEqual([400, 'BAD_REQUEST']);
    const noKey = await t.app.request('/ops/red-envelopes', { method: 'GET' });
    expect(noKey.status).toBe(401);
  });
});
