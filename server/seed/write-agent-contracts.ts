import { eq, sql } from 'drizzle-orm';
import { accounts, agentContracts } from '../db/schema';
import type { Tx } from './write';

type Seeded = { kind: string; rate: number; profit?: number; loss?: number; period: string };

/**
 * Demo contracts down the agent chain, each within its upline's (spec section 4): agent1 holds
 * the house's, and each level below a little less, fewer kinds the deeper it sits, so the agent
 * centre's menu differs per demo agent (agent42 sees only the real-time salary).
 * Accepted at seed time, so the first start has no past periods to catch up.
 */
const CHAIN: Record<string, readonly Seeded[]> = {
  agent1: [
    { kind: 'dividend', rate: 3000, period: 'weekly' },
    { kind: 'daily_salary', rate: 100, period: 'daily' },
    { kind: 'hourly_salary', rate: 50, period: 'hourly' },
    { kind: 'realtime_salary', rate: 0, profit: 30, loss: 50, period: 'realtime' },
  ],
  agent2: [
    { kind: 'dividend', rate: 2500, period: 'weekly' },
    { kind: 'daily_salary', rate: 80, period: 'daily' },
    { kind: 'hourly_salary', rate: 40, period: 'hourly' },
    { kind: 'realtime_salary', rate: 0, profit: 25, loss: 40, period: 'realtime' },
  ],
  agent41: [
    { kind: 'daily_salary', rate: 60, period: 'daily' },
    { kind: 'realtime_salary', rate: 0, profit: 20, loss: 30, period: 'realtime' },
  ],
  agent42: [{ kind: 'realtime_salary', rate: 0, profit: 10, loss: 20, period: 'realtime' }],
};

export async function writeAgentContracts(tx: Tx, ids: ReadonlyMap<string, number>) {
  for (const [account, contracts] of Object.entries(CHAIN)) {
    const id = ids.get(account);
    if (id === undefined) throw new Error(`seed agent ${account} missing`);
    const [upline] = await tx
      .select({ parentId: accounts.parentId })
      .from(accounts)
      .where(eq(accounts.id, id));
    const uplineId = upline?.parentId ?? null;
    for (const c of contracts)
      await tx.insert(agentContracts).values({
        kind: c.kind,
        uplineId,
        downlineId: id,
        status: 'active',
        rateBp: c.rate,
        profitRateBp: c.profit ?? 0,
        lossRateBp: c.loss ?? 0,
        period: c.period,
        offeredAt: sql`now()`,
        respondedAt: sql`now()`,
        acceptedAt: sql`now()`,
      });
  }
}
