import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../db/client';
import { createLogger } from '../../core/context/logger';
import { campaignAction, newVersion, opsCampaign } from './admin';
import { holdLiveCopies, sessionClaimOf } from './claim';
import { startRewardJobs } from './scheduler';
import { openNodes, type Nodes } from '../../../tests/helpers/nodes';
import { liveCampaign } from '../../../tests/helpers/factories';

let nodes: Nodes;
beforeAll(async () => {
  nodes = await openNodes({ seeded: false });
});
afterAll(() => nodes.close());

const fixed = { reward: { type: 'fixed' as const, amount: '1000' }, wageringMultiple: 1 };

describe('live campaigns held before their first claim (decision 085)', () => {
  it('holds every live campaign, keeps a copy while its version does, follows a new version and drops a paused one', async () => {
    const db = nodes.db;
    const id = await liveCampaign(db, fixed);
    // No claim yet: the node holds nothing, and the claim lane would take the four statements.
    expect(sessionClaimOf(db, id)).toBeUndefined();

    await holdLiveCopies(db);
    const held = sessionClaimOf(db, id);
    expect(held?.campaign).toMatchObject({ id, version: 1, status: 'live' });

    // Again, nothing changed: the same copy, so its compiled statement stays.
    await holdLiveCopies(db);
    expect(sessionClaimOf(db, id)?.campaign).toBe(held?.campaign);
    expect(sessionClaimOf(db, id)?.statement).toBe(held?.statement);

    // A new version of the terms: the copy follows it.
    const { terms } = await opsCampaign(db, id);
    await newVersion(db, 'cli:test', id, { ...terms, wageringMultiple: 3 });
    await holdLiveCopies(db);
    expect(sessionClaimOf(db, id)?.campaign).toMatchObject({ id, version: 2 });
    expect(sessionClaimOf(db, id)?.campaign.terms.wageringMultiple).toBe(3);

    // Paused: no copy is held (a claim reads the campaign and is refused as before).
    await campaignAction(db, 'cli:test', id, 'pause');
    await holdLiveCopies(db);
    expect(sessionClaimOf(db, id)).toBeUndefined();
  });

  it('does not read again, tick after tick, a live campaign whose budget is not funded', async () => {
    const db = nodes.db;
    const id = await liveCampaign(db, { ...fixed, budget: null });
    await holdLiveCopies(db);
    const query = vi.spyOn(poolOf(db), 'query');
    try {
      await holdLiveCopies(db);
      await holdLiveCopies(db);
      // The list of live campaigns, once a pass; no read of the campaign it cannot hold.
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      query.mockRestore();
    }
    expect(sessionClaimOf(db, id)).toBeUndefined();
  });

  it('is done by the reward ticker on every node', async () => {
    const id = await liveCampaign(nodes.db, fixed);
    const jobs = startRewardJobs(nodes.second, createLogger('silent'), { feedMs: 50 });
    try {
      const until = Date.now() + 10_000;
      while (!sessionClaimOf(nodes.second, id) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 50));
      expect(sessionClaimOf(nodes.second, id)?.campaign.id).toBe(id);
      // The other node's pool is another node: it holds its own copies.
      expect(sessionClaimOf(nodes.db, id)).toBeUndefined();
    } finally {
      await jobs.stop();
    }
  });
});
