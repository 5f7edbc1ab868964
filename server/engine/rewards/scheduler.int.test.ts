import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/context/logger';
import { bet, createToolLaunchToken, win } from '../../features/wallet';
import { manualGrant } from './review';
import { startRewardJobs } from './scheduler';
import { openNodes, type Nodes } from '../../../tests/helpers/nodes';
import { createMember, liveCampaign } from '../../../tests/helpers/factories';

let nodes: Nodes;
beforeAll(async () => {
  nodes = await openNodes();
});
afterAll(() => nodes.close());

const counted = async (accountId: number) =>
  Number(
    (
      await nodes.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM reward_turnover_bets WHERE account_id = ${accountId}`,
      )
    ).rows[0]!.n,
  );

describe('the reward ticker', () => {
  it('feeds turnover while another feature’s pass is still catching up (its own ticker)', async () => {
    const db = nodes.db;
    const m = await createMember(db, { balance: 1_000_000n });
    const campaignId = await liveCampaign(db, {
      reward: { type: 'fixed', amount: '1000' },
      wageringMultiple: 100,
    });
    await manualGrant(db, 'cli:test', {
      account: m.account,
      amount: 1000n,
      campaignId,
      reason: 'test',
      requestId: 'sched-1',
    });
    // A pass that holds its ticker for 5 s, as a pass chasing a long burst of settled bets does.
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const held = setTimeout(release, 5_000);
    const jobs = startRewardJobs(db, createLogger('silent'), { feedMs: 50, passes: [() => slow] });
    try {
      await new Promise((r) => setTimeout(r, 200)); // the first ticks ran: the slow pass holds its ticker
      const { token } = await createToolLaunchToken(db, m.accountId, 'PG');
      await bet(db, 'PG', {
        token,
        playerId: String(m.accountId),
        transactionId: 'sb',
        roundId: 'sr',
        gameCode: 'g',
        amount: 100n,
      });
      await win(
        db,
        'PG',
        { playerId: String(m.accountId), transactionId: 'sw', betTransactionId: 'sb', amount: 0n },
        { multiple: 1000, perRound: 10n ** 12n },
      );
      const deadline = Date.now() + 2_000;
      while ((await counted(m.accountId)) === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await counted(m.accountId)).toBe(1);
    } finally {
      clearTimeout(held);
      release();
      await jobs.stop();
    }
  });
});
