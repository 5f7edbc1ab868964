import { sql, type SQL } from 'drizzle-orm';

/**
 * A settled bet's valid bet, as turnover, VIP, rebate, points and the rules all count it: the
 * provider's valid bet when the seamless win carried one (hedged baccarat already cancelled), else
 * the stake. `bet` is the query's alias of the bets table.
 */
export const validBetSql = (bet: 'b'): SQL => sql.raw(`coalesce(${bet}.valid_amount, ${bet}.bet_amount)`);
