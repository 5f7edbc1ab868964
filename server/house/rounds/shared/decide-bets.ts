import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { houseTableBets } from '../../../db/schema';
import { moveDemoBalance } from '../../demo-wallets';
import { payoutOf, type SharedTable } from './table';
import { addSpots, roundValidBet, splitValidBet, type SpotStakes } from './valid-bet';

/**
 * Decides every placed bet of a drawn round at once (decision 100): its payout (the sum of its
 * spots' through the family's rules) and its valid bet (the player's round valid bet, opposite
 * spots cancelled, split over the player's slips). Demo slips are paid here; real ones by the
 * payer. Only `placed` rows change (to won or lost), so deciding again changes nothing.
 */
export async function decideRoundBets(tx: Tx, roundId: number, table: SharedTable, outcome: unknown) {
  const t = houseTableBets;
  const bets = await tx
    .select({
      id: t.id,
      playerKey: t.playerKey,
      mode: t.mode,
      playerId: t.playerId,
      spots: t.spots,
      stake: t.stake,
    })
    .from(t)
    .where(and(eq(t.roundId, roundId), eq(t.status, 'placed')))
    .orderBy(t.id)
    .for('update');
  const byPlayer = new Map<string, typeof bets>();
  for (const b of bets) byPlayer.set(b.playerKey, [...(byPlayer.get(b.playerKey) ?? []), b]);
  for (const slips of byPlayer.values()) {
    const stakes = slips.reduce<SpotStakes>((m, s) => addSpots(m, s.spots), new Map());
    const valid = splitValidBet(
      roundValidBet(table, stakes),
      slips.map((s) => s.stake),
    );
    for (const [i, slip] of slips.entries()) {
      let payout = 0n;
      for (const [spot, stake] of Object.entries(slip.spots))
        payout += payoutOf(table, spot, BigInt(stake), outcome);
      const demo = slip.mode === 'demo';
      if (demo && payout > 0n) await moveDemoBalance(tx, slip.playerId, payout);
      await tx
        .update(t)
        .set({ status: payout > 0n ? 'won' : 'lost', payout, validBet: valid[i]!, paid: demo })
        .where(eq(t.id, slip.id));
    }
  }
}
