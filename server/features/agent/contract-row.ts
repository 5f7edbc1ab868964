import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Contract, ContractKind, ContractStatus } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { accounts, agentContracts } from '../../db/schema';

type Row = {
  contract: typeof agentContracts.$inferSelect;
  uplineAccount: string | null;
  downlineAccount: string;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toContract({ contract: r, uplineAccount, downlineAccount }: Row): Contract {
  return {
    id: r.id,
    kind: r.kind as ContractKind,
    status: r.status as ContractStatus,
    requestType:
      r.status === 'offered'
        ? 'new'
        : r.status === 'active' && r.terminationRequestedAt
          ? 'termination'
          : null,
    uplineId: r.uplineId,
    uplineAccount,
    downlineId: r.downlineId,
    downlineAccount,
    rateBp: r.rateBp,
    profitRateBp: r.profitRateBp,
    lossRateBp: r.lossRateBp,
    period: r.period,
    minValidBet: r.minValidBet.toString(),
    minLoss: r.minLoss.toString(),
    minActiveMembers: r.minActiveMembers,
    offeredAt: iso(r.offeredAt)!,
    acceptedAt: iso(r.acceptedAt),
    endedAt: iso(r.endedAt),
    endReason: r.endReason,
  };
}

/** Contracts matching `where` (a condition on `c`, the agent_contracts row), newest first. */
export async function selectContracts(db: Executor, where: SQL, limit = 200): Promise<Contract[]> {
  const c = alias(agentContracts, 'c');
  const d = alias(accounts, 'd');
  const u = alias(accounts, 'u');
  const rows = await db
    .select({ contract: c, uplineAccount: u.account, downlineAccount: d.account })
    .from(c)
    .innerJoin(d, eq(d.id, c.downlineId))
    .leftJoin(u, eq(u.id, c.uplineId))
    .where(where)
    .orderBy(desc(c.id))
    .limit(limit);
  return rows.map(toContract);
}
