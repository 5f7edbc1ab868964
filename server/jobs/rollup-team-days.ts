import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentRollupState } from '../db/schema';
import { SETTLE_GRACE_MS } from '../features/agent';
import { addSettledToTeamDays } from './settlement.sql';

const STATE = 'team_days';

/**
 * Adds the bets settled since the watermark to the per-agent day totals and the per-member active
 * days, and moves the watermark, in one transaction (the state row is locked, so nodes take turns
 * and no bet is counted twice). Bets are read up to the settlement grace ago, so a bet committed a
 * moment after its settled_at is not passed over. Returns how many bets were added.
 */
export async function rollupTeamDays(db: Db, now: Date): Promise<number> {
  const upto = new Date(now.getTime() - SETTLE_GRACE_MS);
  return db.transaction(async (tx) => {
    await tx
      .insert(agentRollupState)
      .values({ name: STATE, upto: sql`'-infinity'` })
      .onConflictDoNothing({ target: agentRollupState.name });
    const [state] = await tx
      .select({ behind: sql<boolean>`${agentRollupState.upto} < ${upto}` })
      .from(agentRollupState)
      .where(eq(agentRollupState.name, STATE))
      .for('update');
    if (!state?.behind) return 0;
    const added = await addSettledToTeamDays(tx, STATE, upto);
    await tx.update(agentRollupState).set({ upto }).where(eq(agentRollupState.name, STATE));
    return added;
  });
}
