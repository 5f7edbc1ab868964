import { sql } from 'drizzle-orm';
import type { AbuseLimits } from '../../../contract/rewards/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { budgetOf } from './budget';
import { findCampaign } from './campaign';
import { claimGrant, type GrantWritten } from './grant';
import { MAX_BATCH } from './grant-batch';
import { booksBalance, balanceOfMember, countOf } from '../../../tests/helpers/books';
import { liveCampaign, manyMembers, openMainWallets, unique } from '../../../tests/helpers/factories';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { failNamedQuery, queriesDuring } from '../../../tests/helpers/failing-query';
import type { Database } from '../../db/client';

/**
 * Claims' grants sent together (decision 087), on real PostgreSQL. Grants asked for in the same
 * tick are deterministic batches: the first goes alone (the lane was idle), every one asked for
 * while it is out goes in the next statement, at most MAX_BATCH a statement.
 */
let t: Database;
beforeAll(async () => {
  t = await createTestDatabase({ seeded: false });
});
afterAll(() => t.close());

const noLimits: AbuseLimits = { perDevice: null, perIp24: null, perPayee: null };
type Origin = { ip24: string | null; deviceId: string | null };

async function campaign(budget: bigint, limits = noLimits) {
  const id = await liveCampaign(t.db, {
    kind: 'fixed',
    rules: { op: 'player_only' },
    reward: { type: 'fixed', amount: '1000' },
    wageringMultiple: 0,
    limits,
    budget,
  });
  return findCampaign(t.db, id);
}

/** The grants of `members` asked for in one tick: each one's result or error, in their order. */
function grantAll(
  c: Awaited<ReturnType<typeof campaign>>,
  members: number[],
  origins: Origin[] = [],
  limits = noLimits,
): Promise<PromiseSettledResult<GrantWritten>[]> {
  return Promise.allSettled(
    members.map((accountId, i) =>
      claimGrant(
        t.db,
        {
          accountId,
          campaign: c,
          source: 'promotion',
          sourceRef: `c${c.id}`,
          amount: 1_000n,
          hold: false,
          requestId: unique('k-'),
          origin: origins[i] ?? { ip24: null, deviceId: null },
        },
        limits,
      ),
    ),
  );
}

/** How many claims each statement sent while `run` ran carried: [batches], [claims alone]. */
async function statementsOf<T>(run: () => Promise<T>) {
  const { out, sent } = await queriesDuring(poolOf(t.db), run);
  const batches = sent
    .filter((q) => q.name === 'reward_grant_batch')
    .map((q) => (q.values![10] as unknown[]).length);
  const alone = sent.filter((q) => q.name === 'reward_grant').length;
  return { out, batches, alone };
}

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'OK' : r.reason instanceof AppError ? r.reason.code : String(r.reason);

const grantRows = (campaignId: number) =>
  countOf(t.db, sql`SELECT count(*) AS n FROM reward_grants WHERE campaign_id = ${campaignId}`);

describe('claims’ grants sent together (decision 087)', () => {
  it('sends the grants asked for while one statement is out in the next, at most MAX_BATCH each, and pays every one', async () => {
    const n = 2 * MAX_BATCH + 5;
    const c = await campaign(1_000n * BigInt(n));
    const members = await manyMembers(t.db, n);
    await openMainWallets(t.db, members);
    const { out, batches, alone } = await statementsOf(() => grantAll(c, members));
    expect(batches).toEqual([1, MAX_BATCH, MAX_BATCH, 4]);
    expect(alone).toBe(0);
    expect(out.map(codeOf)).toEqual(members.map(() => 'OK'));
    const written = out.map((r) => (r as PromiseFulfilledResult<GrantWritten>).value);
    expect(written.map((w) => [w.created, w.grant.accountId, w.balance])).toEqual(
      members.map((id) => [true, id, 1_000n]),
    );
    for (const id of members) expect(await balanceOfMember(t.db, id)).toBe(1_000n);
    expect(await budgetOf(t.db, c.id)).toBe(0n);
    expect(await booksBalance(t.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('answers a refusal inside a batch for that claim alone: a device over its limit, a budget run out', async () => {
    // One grant per device; a budget for four grants. The first claim goes alone, the other six together.
    const limits = { ...noLimits, perDevice: 1 };
    const c = await campaign(4_000n, limits);
    const members = await manyMembers(t.db, 7);
    await openMainWallets(t.db, members);
    const devices = [
      'dev-aaaaaaaa',
      'dev-aaaaaaaa',
      'dev-bbbbbbbb',
      'dev-cccccccc',
      'dev-aaaaaaaa',
      'dev-dddddddd',
      'dev-eeeeeeee',
    ];
    const origins = devices.map((deviceId) => ({ ip24: null, deviceId }));
    const { out, batches, alone } = await statementsOf(() => grantAll(c, members, origins, limits));
    // Answered by the batch itself, not by sending its claims again one by one.
    expect([batches, alone]).toEqual([[1, 6], 0]);
    const codes = out.map(codeOf);
    // The batch pays in the order of the members' budget shards, so which of the last three
    // distinct devices finds the budget empty depends on their ids: count, do not name.
    expect([codes[0], codes[1], codes[4]]).toEqual(['OK', 'RULE_FAILED', 'RULE_FAILED']);
    expect(
      out.filter((r) => r.status === 'rejected' && (r.reason as AppError).code === 'RULE_FAILED'),
    ).toHaveLength(2);
    expect(codes.filter((x) => x === 'OK')).toHaveLength(4);
    expect(codes.filter((x) => x === 'BUDGET_EXHAUSTED')).toHaveLength(1);
    const device = out[1] as PromiseRejectedResult;
    expect((device.reason as AppError).details).toMatchObject({ rule: 'device_limit' });
    // A refused claim wrote nothing: no grant row, no message, no money.
    expect(await grantRows(c.id)).toBe(4);
    for (const [i, id] of members.entries())
      expect(await balanceOfMember(t.db, id)).toBe(codes[i] === 'OK' ? 1_000n : 0n);
    const messages = sql`SELECT count(*) AS n FROM inbox_messages WHERE account_id IN (${sql.join(members, sql`, `)})`;
    expect(await countOf(t.db, messages)).toBe(4);
    expect(await budgetOf(t.db, c.id)).toBe(0n);
    expect(await booksBalance(t.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('a twin in the same batch finds its member’s grant: created false, one payment', async () => {
    const c = await campaign(10_000n);
    const [first, member] = await manyMembers(t.db, 2);
    await openMainWallets(t.db, [first!, member!]);
    const { out, batches, alone } = await statementsOf(() => grantAll(c, [first!, member!, member!]));
    expect([batches, alone]).toEqual([[1, 2], 0]);
    const [, a, b] = out.map((r) => (r as PromiseFulfilledResult<GrantWritten>).value);
    expect([a!.created, b!.created]).toEqual([true, false]);
    expect(b!.grant.id).toBe(a!.grant.id);
    expect(await balanceOfMember(t.db, member!)).toBe(1_000n);
    expect(await budgetOf(t.db, c.id)).toBe(8_000n);
  });

  it('sends the claims of a batch that failed as a whole one by one, each with its own answer', async () => {
    const c = await campaign(10_000n);
    const members = await manyMembers(t.db, 6);
    await openMainWallets(t.db, members);
    // A batch of more than one fails as a deadlock with another node's batch would; the claim alone does not.
    const fail = failNamedQuery(
      poolOf(t.db),
      'reward_grant_batch',
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      (q) => (q.values![10] as unknown[]).length > 1,
    );
    let result: Awaited<ReturnType<typeof statementsOf<PromiseSettledResult<GrantWritten>[]>>>;
    try {
      result = await statementsOf(() => grantAll(c, members));
    } finally {
      fail.mockRestore();
    }
    expect(result.batches).toEqual([1, 5]);
    expect(result.alone).toBe(5);
    expect(result.out.map(codeOf)).toEqual(members.map(() => 'OK'));
    for (const id of members) expect(await balanceOfMember(t.db, id)).toBe(1_000n);
    expect(await budgetOf(t.db, c.id)).toBe(4_000n);
  });

  it('a claim alone whose statement fails gets that error, and the lane goes on', async () => {
    const c = await campaign(10_000n);
    const [a, b] = await manyMembers(t.db, 2);
    await openMainWallets(t.db, [a!, b!]);
    let failed = false;
    const fail = failNamedQuery(
      poolOf(t.db),
      'reward_grant_batch',
      new Error('Connection terminated unexpectedly'),
      () => !failed && (failed = true),
    );
    try {
      const [lost] = await grantAll(c, [a!]);
      expect(lost).toMatchObject({
        status: 'rejected',
        reason: { message: 'Connection terminated unexpectedly' },
      });
      const [paid] = await grantAll(c, [b!]);
      expect(codeOf(paid!)).toBe('OK');
    } finally {
      fail.mockRestore();
    }
    expect(await balanceOfMember(t.db, a!)).toBe(0n);
    expect(await balanceOfMember(t.db, b!)).toBe(1_000n);
  });
});
