import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Contract, ContractAction } from '../../../contract/agent/schemas';
import type { Db, Executor } from '../../db/client';
import { agentContracts } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { activeContract, ratesColumns, withinCeiling, type Rates } from './ceilings';
import { selectContracts } from './contract-row';
import { teamIds } from './team';

type Locked = Rates & {
  id: number;
  status: string;
  upline_id: number | null;
  downline_id: number;
  termination_requested_at: Date | null;
};

/** The contract, locked for the rest of the transaction. */
async function lockContract(tx: Executor, id: number): Promise<Locked | undefined> {
  const [row] = await tx
    .select({
      id: agentContracts.id,
      status: agentContracts.status,
      upline_id: agentContracts.uplineId,
      downline_id: agentContracts.downlineId,
      termination_requested_at: agentContracts.terminationRequestedAt,
      ...ratesColumns,
    })
    .from(agentContracts)
    .where(eq(agentContracts.id, id))
    .for('update');
  return row;
}

const setTermination = (tx: Executor, id: number, at: SQL | null) =>
  tx.update(agentContracts).set({ terminationRequestedAt: at }).where(eq(agentContracts.id, id));

/**
 * The answers of spec section 4. The downline accepts or declines an offer, accepts or declines
 * a termination request, or ends an active contract; the upline requests a termination.
 */
export async function respondToContract(
  db: Db,
  accountId: number,
  contractId: number,
  action: ContractAction,
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const c = await lockContract(tx, contractId);
    const isDownline = c && c.downline_id === accountId;
    const isUpline = c && c.upline_id !== null && c.upline_id === accountId;
    if (!c || (!isDownline && !isUpline)) throw new AppError('NOT_FOUND', 'no such contract');
    const wrong = () => new AppError('WRONG_STATE', `cannot ${action} a contract that is ${c.status}`);

    if (action === 'terminate') {
      if (!isUpline) throw new AppError('NOT_FOUND', 'no contract you offered with this id');
      if (c.status !== 'active' || c.termination_requested_at) throw wrong();
      await setTermination(tx, c.id, sql`now()`);
    } else if (!isDownline) {
      throw new AppError('NOT_FOUND', 'no such contract');
    } else if (action === 'end') {
      if (c.status !== 'active') throw wrong();
      await endContracts(tx, eq(agentContracts.id, c.id), 'by_downline');
    } else if (c.status === 'active' && c.termination_requested_at) {
      // The answer to the upline's termination request.
      if (action === 'accept') await endContracts(tx, eq(agentContracts.id, c.id), 'termination_accepted');
      else await setTermination(tx, c.id, null);
    } else if (c.status !== 'offered') {
      throw wrong();
    } else if (action === 'decline') {
      await tx
        .update(agentContracts)
        .set({ status: 'declined', respondedAt: sql`now()` })
        .where(eq(agentContracts.id, c.id));
    } else {
      await acceptOffer(tx, c);
    }
    const [contract] = await selectContracts(tx, sql`c.id = ${contractId}`);
    return contract!;
  });
}

async function acceptOffer(tx: Executor, c: Locked) {
  const downlineId = c.downline_id;
  // The upline's own contract may have changed since the offer: the ceiling holds at acceptance.
  if (c.upline_id !== null) {
    const upper = await activeContract(tx, c.upline_id, c.kind, true);
    if (!upper || !withinCeiling(c, upper))
      throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', "the offer is above the upline's contract now");
  }
  await endContracts(
    tx,
    and(eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, c.kind)),
    'replaced',
  );
  await tx
    .update(agentContracts)
    .set({ status: 'active', acceptedAt: sql`now()`, respondedAt: sql`now()` })
    .where(eq(agentContracts.id, c.id));
  // Spec section 4: a downline contract above the new one ends automatically. The whole team
  // below is checked, so no contract anywhere under this agent stays above it.
  await endContracts(
    tx,
    and(
      eq(agentContracts.kind, c.kind),
      inArray(agentContracts.downlineId, teamIds(downlineId, false)),
      or(
        gt(agentContracts.rateBp, c.rate_bp),
        gt(agentContracts.profitRateBp, c.profit_rate_bp),
        gt(agentContracts.lossRateBp, c.loss_rate_bp),
      ),
    ),
    'upline_rate_lowered',
  );
}

async function endContracts(tx: Executor, where: SQL | undefined, reason: string) {
  await tx
    .update(agentContracts)
    .set({ status: 'ended', endedAt: sql`now()`, endReason: reason, terminationRequestedAt: null })
    .where(and(eq(agentContracts.status, 'active'), where));
}
