import { sql } from 'drizzle-orm';
import type { Contract, ContractAction } from '../../../contract/agent';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { activeContract, withinCeiling, type Rates } from './ceilings';
import { selectContracts } from './contract-row';

type Locked = Rates & {
  id: string;
  status: string;
  upline_id: string | null;
  downline_id: string;
  termination_requested_at: Date | null;
};

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
    const r = await tx.execute<Locked>(
      sql`SELECT * FROM agent_contracts WHERE id = ${contractId} FOR UPDATE`,
    );
    const c = r.rows[0];
    const isDownline = c && Number(c.downline_id) === accountId;
    const isUpline = c && c.upline_id !== null && Number(c.upline_id) === accountId;
    if (!c || (!isDownline && !isUpline)) throw new AppError('NOT_FOUND', 'no such contract');
    const wrong = () => new AppError('WRONG_STATE', `cannot ${action} a contract that is ${c.status}`);

    if (action === 'terminate') {
      if (!isUpline) throw new AppError('NOT_FOUND', 'no contract you offered with this id');
      if (c.status !== 'active' || c.termination_requested_at) throw wrong();
      await tx.execute(sql`UPDATE agent_contracts SET termination_requested_at = now() WHERE id = ${c.id}`);
    } else if (!isDownline) {
      throw new AppError('NOT_FOUND', 'no such contract');
    } else if (action === 'end') {
      if (c.status !== 'active') throw wrong();
      await endContracts(tx, sql`id = ${c.id}`, 'by_downline');
    } else if (c.status === 'active' && c.termination_requested_at) {
      // The answer to the upline's termination request.
      if (action === 'accept') await endContracts(tx, sql`id = ${c.id}`, 'termination_accepted');
      else
        await tx.execute(sql`UPDATE agent_contracts SET termination_requested_at = NULL WHERE id = ${c.id}`);
    } else if (c.status !== 'offered') {
      throw wrong();
    } else if (action === 'decline') {
      await tx.execute(
        sql`UPDATE agent_contracts SET status = 'declined', responded_at = now() WHERE id = ${c.id}`,
      );
    } else {
      await acceptOffer(tx, c);
    }
    const [contract] = await selectContracts(tx, sql`c.id = ${contractId}`);
    return contract!;
  });
}

async function acceptOffer(tx: Executor, c: Locked) {
  const downlineId = Number(c.downline_id);
  // The upline's own contract may have changed since the offer: the ceiling holds at acceptance.
  if (c.upline_id !== null) {
    const upper = await activeContract(tx, Number(c.upline_id), c.kind, true);
    if (!upper || !withinCeiling(c, upper))
      throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', "the offer is above the upline's contract now");
  }
  await endContracts(
    tx,
    sql`downline_id = ${downlineId} AND kind = ${c.kind} AND status = 'active'`,
    'replaced',
  );
  await tx.execute(sql`
    UPDATE agent_contracts SET status = 'active', accepted_at = now(), responded_at = now()
    WHERE id = ${c.id}`);
  // Spec section 4: a downline contract above the new one ends automatically. The whole team
  // below is checked, so no contract anywhere under this agent stays above it.
  await endContracts(
    tx,
    sql`kind = ${c.kind} AND status = 'active'
      AND downline_id IN (SELECT descendant_id FROM account_tree WHERE ancestor_id = ${downlineId} AND depth > 0)
      AND (rate_bp > ${c.rate_bp} OR profit_rate_bp > ${c.profit_rate_bp} OR loss_rate_bp > ${c.loss_rate_bp})`,
    'upline_rate_lowered',
  );
}

async function endContracts(tx: Executor, where: ReturnType<typeof sql>, reason: string) {
  await tx.execute(sql`
    UPDATE agent_contracts
    SET status = 'ended', ended_at = now(), end_reason = ${reason}, termination_requested_at = NULL
    WHERE status = 'active' AND ${where}`);
}
