import { sql } from 'drizzle-orm';
import {
  REBATE_CAMPAIGN_CODE,
  REBATE_MIN_CLAIM,
  type RebateGameType,
  type RebateSummary,
} from '../../../contract/rebate';
import type { Executor } from '../../db/client';
import { findCampaignByCode } from '../rewards';
import { ratesAt } from './rates';

/**
 * What the manualRebate tab shows: the rebate accrued since the last claim per game type and
 * rate (valid bet, amount), the total a claim would pay, the minimum, the member's rates now and
 * the last claim.
 */
export async function rebateSummary(db: Executor, accountId: number): Promise<RebateSummary> {
  const level = await db.execute<{ vip_level: number }>(
    sql`SELECT vip_level FROM accounts WHERE id = ${accountId}`,
  );
  const vipLevel = Number(level.rows[0]?.vip_level ?? 0);
  const lines = await db.execute<{
    game_type: RebateGameType;
    rate_bp: number;
    valid: string;
    amount: string;
    n: string;
  }>(sql`
    SELECT x.game_type, x.rate_bp, sum(x.valid_amount)::text AS valid, sum(x.amount)::text AS amount, count(*)::text AS n
    FROM rebate_accruals x LEFT JOIN game_categories c ON c.game_type = x.game_type
    WHERE x.account_id = ${accountId} AND x.grant_id IS NULL
    GROUP BY x.game_type, x.rate_bp, c.sort ORDER BY c.sort NULLS LAST, x.rate_bp`);
  const last = await db.execute<{
    id: string;
    amount: string;
    created_at: Date | string;
    status: string;
    reason: string | null;
  }>(sql`
    SELECT id, amount::text, created_at, status, reason FROM reward_grants
    WHERE account_id = ${accountId} AND source = 'rebate' ORDER BY id DESC LIMIT 1`);
  const campaign = await findCampaignByCode(db, REBATE_CAMPAIGN_CODE);
  const total = lines.rows.reduce((sum, l) => sum + BigInt(l.amount), 0n);
  const lastRow = last.rows[0];
  return {
    vipLevel,
    lines: lines.rows.map((l) => ({
      gameType: l.game_type,
      rateBp: Number(l.rate_bp),
      validBet: l.valid,
      amount: l.amount,
      bets: Number(l.n),
    })),
    total: total.toString(),
    minimum: REBATE_MIN_CLAIM.toString(),
    rates: await ratesAt(db, vipLevel),
    wageringMultiple: campaign?.terms.wageringMultiple ?? 0,
    lastClaim: lastRow
      ? {
          grantId: Number(lastRow.id),
          amount: lastRow.amount,
          at: new Date(lastRow.created_at).toISOString(),
          status: claimStatus(lastRow.status),
          reason: lastRow.status === 'rejected' ? lastRow.reason : null,
        }
      : null,
  };
}

/**
 * A rebate claim as the member reads it. A rejected one keeps the bets it claimed (decision 069):
 * the operator refused their rebate, with the reason shown; a new claim does not offer them again.
 */
const claimStatus = (status: string): 'paid' | 'held' | 'rejected' =>
  status === 'held' ? 'held' : status === 'rejected' ? 'rejected' : 'paid';
