import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { contractFlagValues, type ContractList } from '../../../contract/agent/schemas';
import type { Executor } from '../../db/client';
import { agentContracts } from '../../db/schema';
import { selectContracts } from './contract-row';

/** The agent's own contracts (held or offered to it) and the live ones it offered to its downlines. */
export async function findContracts(db: Executor, agentId: number): Promise<ContractList> {
  const [mine, offered] = await Promise.all([
    selectContracts(db, sql`c.downline_id = ${agentId}`, 50),
    selectContracts(db, sql`c.upline_id = ${agentId} AND c.status IN ('offered', 'active')`),
  ]);
  return { mine, offered };
}

export type ContractFlags = {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
};

/**
 * The consolidated contract flags of spec section 3, one per kind: 0 none, 1 active, 2 an offer
 * waiting (request type new), 3 a termination waiting. A waiting request outranks the active state,
 * so the menu entry shows while the agent has something to answer.
 */
export async function contractFlags(db: Executor, accountId: number): Promise<ContractFlags> {
  const contracts = await db
    .select({
      kind: agentContracts.kind,
      status: agentContracts.status,
      termination: isNotNull(agentContracts.terminationRequestedAt).mapWith(Boolean),
    })
    .from(agentContracts)
    .where(
      and(eq(agentContracts.downlineId, accountId), inArray(agentContracts.status, ['offered', 'active'])),
    );
  const flag = (kind: string) => {
    const rows = contracts.filter((x) => x.kind === kind);
    if (rows.some((x) => x.termination)) return contractFlagValues.termination;
    if (rows.some((x) => x.status === 'offered')) return contractFlagValues.offered;
    if (rows.some((x) => x.status === 'active')) return contractFlagValues.active;
    return contractFlagValues.none;
  };
  return {
    dailysalreqtype: flag('daily_salary'),
    divtypereq: flag('dividend'),
    contracthoursalreq: flag('hourly_salary'),
    realtimesalreqtype: flag('realtime_salary'),
  };
}
