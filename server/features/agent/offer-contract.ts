import { eq, sql } from 'drizzle-orm';
import { agentAccountTypes } from '../../../contract/common';
import type { Contract, ContractTerms } from '../../../contract/agent/schemas';
import type { Db, Executor } from '../../db/client';
import { accounts, agentContracts } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { assertUnderCeiling, columnsOf } from './ceilings';
import { selectContracts } from './contract-row';
import { requireInTeam } from './team';

/** The upline offers a contract to one of its direct downline agents (spec section 4). */
export async function offerContract(
  db: Db,
  uplineId: number,
  input: { downlineId: number; terms: ContractTerms },
): Promise<Contract> {
  return db.transaction(async (tx) => {
    await requireInTeam(tx, uplineId, input.downlineId, 1);
    const id = await insertOffer(tx, uplineId, input.downlineId, input.terms);
    const [contract] = await selectContracts(tx, sql`c.id = ${id}`);
    return contract!;
  });
}

/** Writes the offer after the checks; also used when a registration takes an invitation's contracts. */
export async function insertOffer(tx: Executor, uplineId: number, downlineId: number, terms: ContractTerms) {
  const [target] = await tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, downlineId));
  const type = target?.type;
  if (type === undefined || !(agentAccountTypes as readonly number[]).includes(type))
    throw new AppError('BAD_REQUEST', 'contracts are offered to downline agents only', {
      field: 'downlineId',
    });
  const c = columnsOf(terms);
  await assertUnderCeiling(tx, uplineId, c);
  const [row] = await tx
    .insert(agentContracts)
    .values({
      kind: c.kind,
      uplineId,
      downlineId,
      status: 'offered',
      rateBp: c.rate_bp,
      profitRateBp: c.profit_rate_bp,
      lossRateBp: c.loss_rate_bp,
      period: c.period,
      minValidBet: BigInt(c.min_valid_bet),
      minLoss: BigInt(c.min_loss),
      minActiveMembers: c.min_active_members,
    })
    .onConflictDoNothing({
      target: [agentContracts.downlineId, agentContracts.kind],
      where: sql`status = 'offered'`,
    })
    .returning({ id: agentContracts.id });
  if (!row) throw new AppError('WRONG_STATE', 'an offer of this kind is already waiting for an answer');
  return row.id;
}
