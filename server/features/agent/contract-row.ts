import { sql, type SQL } from 'drizzle-orm';
import type { Contract, ContractKind, ContractStatus } from '../../../contract/agent';
import type { Executor } from '../../db/client';

type Row = {
  id: string;
  kind: ContractKind;
  status: ContractStatus;
  upline_id: string | null;
  upline_account: string | null;
  downline_id: string;
  downline_account: string;
  rate_bp: number;
  profit_rate_bp: number;
  loss_rate_bp: number;
  period: string;
  min_valid_bet: string;
  min_loss: string;
  min_active_members: number;
  offered_at: Date;
  accepted_at: Date | null;
  termination_requested_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toContract(r: Row): Contract {
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    requestType:
      r.status === 'offered'
        ? 'new'
        : r.status === 'active' && r.termination_requested_at
          ? 'termination'
          : null,
    uplineId: r.upline_id === null ? null : Number(r.upline_id),
    uplineAccount: r.upline_account,
    downlineId: Number(r.downline_id),
    downlineAccount: r.downline_account,
    rateBp: r.rate_bp,
    profitRateBp: r.profit_rate_bp,
    lossRateBp: r.loss_rate_bp,
    period: r.period,
    minValidBet: String(r.min_valid_bet),
    minLoss: String(r.min_loss),
    minActiveMembers: r.min_active_members,
    offeredAt: iso(r.offered_at)!,
    acceptedAt: iso(r.accepted_at),
    endedAt: iso(r.ended_at),
    endReason: r.end_reason,
  };
}

/** Contracts matching `where` (a condition on `c`, the agent_contracts row), newest first. */
export async function selectContracts(db: Executor, where: SQL, limit = 200): Promise<Contract[]> {
  const r = await db.execute<Row>(sql`
    SELECT c.*, u.account AS upline_account, d.account AS downline_account
    FROM agent_contracts c
    JOIN accounts d ON d.id = c.downline_id
    LEFT JOIN accounts u ON u.id = c.upline_id
    WHERE ${where}
    ORDER BY c.id DESC
    LIMIT ${limit}`);
  return r.rows.map(toContract);
}
