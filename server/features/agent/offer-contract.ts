import { sql } from 'drizzle-orm';
import { agentAccountTypes } from '../../../contract/common';
import type { Contract, ContractTerms } from '../../../contract/agent';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
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
  const target = await tx.execute<{ type: number }>(sql`SELECT type FROM accounts WHERE id = ${downlineId}`);
  const type = target.rows[0]?.type;
  if (type === undefined || !(agentAccountTypes as readonly number[]).includes(type))
    throw new AppError('BAD_REQUEST', 'contracts are offered to downline agents only', {
      field: 'downlineId',
    });
  const c = columnsOf(terms);
  await assertUnderCeiling(tx, uplineId, c);
  const inserted = await tx.execute<{ id: string }>(sql`
    INSERT INTO agent_contracts (kind, upline_id, downline_id, status, rate_bp, profit_rate_bp, loss_rate_bp,
      period, min_valid_bet, min_loss, min_active_members)
    VALUES (${c.kind}, ${uplineId}, ${downlineId}, 'offered', ${c.rate_bp}, ${c.profit_rate_bp}, ${c.loss_rate_bp},
      ${c.period}, ${c.min_valid_bet}::bigint, ${c.min_loss}::bigint, ${c.min_active_members})
    ON CONFLICT (downline_id, kind) WHERE status = 'offered' DO NOTHING
    RETURNING id`);
  const row = inserted.rows[0];
  if (!row) throw new AppError('WRONG_STATE', 'an offer of this kind is already waiting for an answer');
  return Number(row.id);
}
