import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialAccountType } from '../../../contract/common';
import { poolOf, type Database } from '../../db/client';
import { createLimits } from '../../core/limits/limits';
import { createSession, revokeSession } from '../../core/sessions/sessions';
import { holdLiveCopies, sessionClaimOf } from '../../engine/rewards';
import { MAX_READS, readSessionClaim } from './claim-reads';
import { liveCampaign, manyMembers } from '../../../tests/helpers/factories';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { queriesDuring } from '../../../tests/helpers/failing-query';

/**
 * The claim lane's first statement for claims sent together (decision 087), on real PostgreSQL.
 * Reads asked for in the same tick are deterministic batches: the first goes alone (the lane was
 * idle), the others together in the next statement.
 */
let t: Database;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: false });
});
afterAll(() => t.close());

async function world() {
  const id = await liveCampaign(t.db, {
    kind: 'fixed',
    rules: { op: 'player_only' },
    reward: { type: 'fixed', amount: '1000' },
    wageringMultiple: 0,
  });
  await holdLiveCopies(t.db);
  const claim = sessionClaimOf(t.db, id)!;
  const limit = createLimits(t.pool).rewardClaims;
  const signIn = async (accountId: number) =>
    (await createSession(t.db, { accountId, ip: '127.0.0.1', userAgent: 'test' })).token;
  const read = (token: string, device: string | null = null) =>
    readSessionClaim(t.db, claim, { token, device, limit, exemptType: trialAccountType });
  return { claim, read, signIn };
}

/** Each statement of the lane sent while `run` ran: how many tokens it carried, or 'alone'. */
async function sent<T>(run: () => Promise<T>) {
  const { out, sent: queries } = await queriesDuring(poolOf(t.db), run);
  const statements = queries
    .filter((q) => /^reward_session_claims?_\d+$/.test(q.name ?? ''))
    .map((q) =>
      q.name!.startsWith('reward_session_claims_')
        ? (q.values!.find(Array.isArray) as unknown[]).length
        : 'alone',
    );
  return { out, statements };
}

describe('the claim lane’s reads sent together (decision 087)', () => {
  it('answers each token of a batch as it would alone: its session, its point, its claim’s read', async () => {
    const w = await world();
    const [first, a, b, revoked] = await manyMembers(t.db, 4);
    const [trial] = await manyMembers(t.db, 1, trialAccountType);
    const tokens = [
      await w.signIn(first!),
      await w.signIn(a!),
      await w.signIn(b!),
      'x'.repeat(43),
      await w.signIn(trial!),
    ];
    const gone = await createSession(t.db, { accountId: revoked!, ip: '127.0.0.1', userAgent: 'test' });
    await revokeSession(t.db, gone.sessionId);
    tokens.push(gone.token);
    const { out, statements } = await sent(() =>
      Promise.all(tokens.map((x, i) => w.read(x, i === 2 ? 'dev-bbbbbbbb' : null))),
    );
    expect(statements).toEqual([1, 5]);
    expect(out.map((r) => r.session?.accountId)).toEqual([first, a, b, undefined, trial, undefined]);
    // A point for each member's session (not for the trial account, which the limit exempts).
    expect(out.map((r) => r.refusal)).toEqual(tokens.map(() => undefined));
    for (const r of out.filter((x) => x.session && x.session.type !== trialAccountType))
      expect(r.extra).toMatchObject({ current: true, prior: null });
    expect(out[4]!.session?.type).toBe(trialAccountType);
  });

  it('counts each member’s limit point in the batch: the 21st claim of a minute is refused', async () => {
    const w = await world();
    const [first, busy, other] = await manyMembers(t.db, 3);
    const busyToken = await w.signIn(busy!);
    for (let i = 0; i < 20; i++) expect((await w.read(busyToken)).refusal).toBeUndefined();
    const tokens = [await w.signIn(first!), busyToken, await w.signIn(other!)];
    const { out, statements } = await sent(() => Promise.all(tokens.map((x) => w.read(x))));
    expect(statements).toEqual([1, 2]);
    expect(out.map((r) => r.refusal?.code)).toEqual([undefined, 'TOO_MANY_REQUESTS', undefined]);
  });

  it('holds a token once a batch: the same token again waits for the next statement', async () => {
    const w = await world();
    const members = await manyMembers(t.db, 3);
    const [x, y, z] = await Promise.all(members.map(w.signIn));
    const { out, statements } = await sent(() => Promise.all([x!, y!, y!, z!].map((k) => w.read(k))));
    expect(statements).toEqual([1, 2, 1]);
    expect(out.map((r) => r.session?.accountId)).toEqual([members[0], members[1], members[1], members[2]]);
  });

  it('sends one by one the reads of a batch whose statement failed: two sessions of one member', async () => {
    const w = await world();
    const [first, member] = await manyMembers(t.db, 2);
    const tokens = [await w.signIn(first!), await w.signIn(member!), await w.signIn(member!)];
    const { out, statements } = await sent(() => Promise.all(tokens.map((k) => w.read(k))));
    // The batch of two takes the member's point twice in one statement, which PostgreSQL refuses.
    expect(statements).toEqual([1, 2, 'alone', 'alone']);
    expect(out.map((r) => [r.session?.accountId, r.refusal])).toEqual([
      [first, undefined],
      [member, undefined],
      [member, undefined],
    ]);
  });

  it('sends at most MAX_READS a statement', async () => {
    const w = await world();
    const members = await manyMembers(t.db, MAX_READS + 3);
    const tokens = await Promise.all(members.map(w.signIn));
    const { out, statements } = await sent(() => Promise.all(tokens.map((k) => w.read(k))));
    expect(statements).toEqual([1, MAX_READS, 2]);
    expect(out.map((r) => r.session?.accountId)).toEqual(members);
  });
});
