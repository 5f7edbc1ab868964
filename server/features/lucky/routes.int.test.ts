import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DrawResult,
  LuckyDraw,
  LuckyRotateResult,
  LuckyState,
  VerifiedDraw,
} from '../../../contract/lucky/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { grantTickets } from './tickets';
import { appMember, unique } from '../../../tests/helpers/factories';

/** The prize wheel and golden egg's HTTP calls on the real app and the seeded tables. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prize wheel calls', () => {
  it('shows the table and hash, draws once per request id, refuses bad input, and verifies after rotation', async () => {
    expect((await t.app.request('/wps/member/lucky/wheel')).status).toBe(401);
    const m = await appMember(t);
    await t.database.db.transaction((tx) =>
      grantTickets(tx, {
        accountId: m.accountId,
        game: 'wheel',
        count: 2,
        idempotencyKey: unique('r-'),
        reason: 'test',
      }),
    );
    const state = (await m.call<LuckyState>('GET', '/wps/member/lucky/wheel?language=en')).value;
    expect(state).toMatchObject({ game: 'wheel', tickets: '2', open: true, wageringMultiple: 1 });
    expect(state.prizes).toHaveLength(8);
    expect(state.prizes.reduce((s, p) => s + p.weight, 0)).toBe(1000);
    expect(state.prizes[0]).toMatchObject({ kind: 'cash', amount: '100000', name: '100,000 ₫' });
    expect(state.fairness).toMatchObject({ nonce: 0 });

    expect((await m.call('GET', '/wps/member/lucky/dice')).status).toBe(400);
    const bad = await m.call('POST', '/wps/member/lucky/wheel/draw', { requestId: 'x' });
    expect([bad.status, bad.code]).toEqual([400, 'BAD_REQUEST']);

    const id = unique('r-');
    const first = await m.call<DrawResult>('POST', '/wps/member/lucky/wheel/draw', { requestId: id });
    const again = await m.call<DrawResult>('POST', '/wps/member/lucky/wheel/draw', { requestId: id });
    expect(first.code).toBe('OK');
    expect(again.value.draw.id).toBe(first.value.draw.id);
    expect(again.value.tickets).toBe('1');
    expect(first.value.draw).toMatchObject({
      nonce: 0,
      serverSeed: null,
      serverSeedHash: state.fairness.serverSeedHash,
    });
    await m.call('POST', '/wps/member/lucky/wheel/draw', { requestId: unique('r-') });
    const none = await m.call('POST', '/wps/member/lucky/wheel/draw', { requestId: unique('r-') });
    expect([none.status, none.code]).toEqual([409, 'NO_TICKETS']);

    const rotated = await m.call<LuckyRotateResult>('POST', '/wps/member/lucky/wheel/seed/rotate');
    expect(rotated.value.revealed).toMatchObject({ serverSeedHash: state.fairness.serverSeedHash, draws: 2 });
    expect(rotated.value.fairness.serverSeedHash).not.toBe(state.fairness.serverSeedHash);
    const draws = (await m.call<{ list: LuckyDraw[] }>('GET', '/wps/member/lucky/wheel/draws')).value.list;
    expect(draws).toHaveLength(2);
    for (const d of draws) {
      const v = await t.app.request('/wps/lucky/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          serverSeed: d.serverSeed,
          clientSeed: d.clientSeed,
          nonce: d.nonce,
          weights: d.weights,
        }),
      });
      const verified = ((await v.json()) as { value: VerifiedDraw }).value;
      expect(verified).toMatchObject({ serverSeedHash: d.serverSeedHash, drawn: d.drawn });
    }
    const seed = await m.call<{ clientSeed: string }>('PUT', '/wps/member/lucky/wheel/seed', {
      clientSeed: 'my-seed',
    });
    expect(seed.value.clientSeed).toBe('my-seed');
  });
});
