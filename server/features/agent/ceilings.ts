import { and, eq } from 'drizzle-orm';
import type { ContractTerms } from '../../../contract/agent/schemas';
import { AppError } from '../../core/context/errors';
import type { Executor } from '../../db/client';
import { agentContracts } from '../../db/schema';

/** The rate columns of a contract row (what the ceiling compares). */
export type Rates = {
  kind: string;
  rate_bp: number;
  profit_rate_bp: number;
  loss_rate_bp: number;
  period: string;
};

/** The rate columns, selected under the names of `Rates`. */
export const ratesColumns = {
  kind: agentContracts.kind,
  rate_bp: agentContracts.rateBp,
  profit_rate_bp: agentContracts.profitRateBp,
  loss_rate_bp: agentContracts.lossRateBp,
  period: agentContracts.period,
};

/** Terms as the row's columns. */
export function columnsOf(terms: ContractTerms) {
  return {
    kind: terms.kind,
    rate_bp: 'rateBp' in terms ? terms.rateBp : 0,
    profit_rate_bp: terms.kind === 'realtime_salary' ? terms.profitRateBp : 0,
    loss_rate_bp: terms.kind === 'realtime_salary' ? terms.lossRateBp : 0,
    period:
      terms.kind === 'dividend'
        ? terms.period
        : terms.kind === 'daily_salary'
          ? 'daily'
          : terms.kind === 'hourly_salary'
            ? 'hourly'
            : 'realtime',
    min_valid_bet: terms.minValidBet,
    min_loss: terms.kind === 'dividend' ? terms.minLoss : '0',
    min_active_members: terms.kind === 'dividend' ? terms.minActiveMembers : 0,
  };
}

/** Whether `lower` stays at or under `upper` on every rate (spec section 4: never above the upline). */
export function withinCeiling(lower: Rates, upper: Rates): boolean {
  return (
    lower.rate_bp <= upper.rate_bp &&
    lower.profit_rate_bp <= upper.profit_rate_bp &&
    lower.loss_rate_bp <= upper.loss_rate_bp
  );
}

/** The active contract of `kind` an account holds, locked when `forUpdate`. */
export async function activeContract(db: Executor, accountId: number, kind: string, forUpdate = false) {
  const found = db
    .select({ id: agentContracts.id, ...ratesColumns })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.downlineId, accountId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'active'),
      ),
    );
  const [row] = forUpdate ? await found.for('update') : await found;
  return row;
}

/**
 * Refuses terms above the offering agent's own contract of the kind. An agent without one has
 * nothing to share (ceiling 0); a dividend must run on the upline's period, so the differential
 * between the two is computed over the same periods.
 */
export async function assertUnderCeiling(db: Executor, uplineId: number, terms: Rates) {
  const own = await activeContract(db, uplineId, terms.kind);
  if (!own) throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', `you hold no active ${terms.kind} contract`);
  if (!withinCeiling(terms, own))
    throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', 'the rate is above your own contract', {
      field: 'terms',
    });
  if (terms.kind === 'dividend' && terms.period !== own.period)
    throw new AppError('BAD_REQUEST', `a dividend contract runs on your period (${own.period})`, {
      field: 'terms.period',
    });
}
