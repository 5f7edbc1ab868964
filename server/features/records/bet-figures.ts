import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProfitFigures } from '../../../contract/records/schemas';

/**
 * The sums every bet report shares (decision 016): a rolled-back stake counts nowhere; `bet`
 * is every stake still standing (open or settled); `validBet` only the settled ones, the stakes
 * whose result is known; profit is the member's, win − validBet, so open bets are not a loss yet.
 * Alias the bets table as `b`. int8 and numeric arrive as strings (node-postgres), exact.
 */
export const betFigures = sql`
  count(*) AS count,
  COALESCE(sum(b.bet_amount) FILTER (WHERE b.status <> 'rolled_back'), 0) AS bet,
  COALESCE(sum(b.bet_amount) FILTER (WHERE b.status = 'settled'), 0) AS valid_bet,
  COALESCE(sum(b.win_amount) FILTER (WHERE b.status = 'settled'), 0) AS win`;

export const FigureRow = z.object({
  count: z.string(),
  bet: z.string(),
  valid_bet: z.string(),
  win: z.string(),
});
export type FigureRow = z.infer<typeof FigureRow>;

export function toFigures(r: FigureRow | undefined): ProfitFigures {
  const validBet = BigInt(r?.valid_bet ?? 0);
  const win = BigInt(r?.win ?? 0);
  return {
    count: Number(r?.count ?? 0),
    bet: String(r?.bet ?? '0'),
    validBet: validBet.toString(),
    win: win.toString(),
    profit: (win - validBet).toString(),
  };
}

/** Sum of figures (the report's totals from its days). */
export function addFigures(list: readonly ProfitFigures[]): ProfitFigures {
  let count = 0;
  let bet = 0n;
  let validBet = 0n;
  let win = 0n;
  for (const f of list) {
    count += f.count;
    bet += BigInt(f.bet);
    validBet += BigInt(f.validBet);
    win += BigInt(f.win);
  }
  return {
    count,
    bet: bet.toString(),
    validBet: validBet.toString(),
    win: win.toString(),
    profit: (win - validBet).toString(),
  };
}
