import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TableBetSlip, TableRound, TableSummary } from '../../../contract/house-tables/schemas';
import type { Executor } from '../../db/client';
import { houseTableBets, houseTableRounds } from '../../db/schema';
import {
  ensureTableRound,
  selectTableRounds,
  type RoundState,
  type TableRoundRow,
} from '../rounds/shared/round-row';
import { roundNoAt, tableClientSeed } from '../rounds/shared/schedule';
import type { TableGameRow } from './table-games';

/** How many past outcomes a table shows (its history strip). */
export const HISTORY = 20;

/** A round for the client: the seed and outcome only once drawn. */
export function roundView(r: TableRoundRow, nowMs: number): TableRound {
  const state = r.state as RoundState;
  const revealed = state !== 'open' && state !== 'closed';
  return {
    roundId: r.id,
    roundNo: r.roundNo,
    state,
    opensAt: r.opensAt.toISOString(),
    closesAt: r.closesAt.toISOString(),
    countdownMs: state === 'open' ? Math.max(0, r.closesAt.getTime() - nowMs) : 0,
    serverSeedHash: r.serverSeedHash,
    clientSeed: tableClientSeed(r.gameId, r.roundNo),
    serverSeed: revealed ? r.serverSeed : null,
    outcome: revealed ? r.outcome : null,
  };
}

/**
 * A table as the lobby and its page show it: the current round (opened here if no node has yet)
 * and the last outcomes, newest first.
 */
export async function tableSummary(
  db: Executor,
  g: TableGameRow,
  language: 'vi' | 'en',
  nowMs = Date.now(),
): Promise<{ summary: TableSummary; current: TableRoundRow }> {
  const current = await ensureTableRound(db, g.gameId, g.table, roundNoAt(nowMs, g.table));
  const past = await selectTableRounds(db)
    .where(and(eq(houseTableRounds.gameId, g.gameId), inArray(houseTableRounds.state, ['drawn', 'settled'])))
    .orderBy(desc(houseTableRounds.roundNo))
    .limit(HISTORY);
  const { limits } = g.table;
  return {
    current,
    summary: {
      nodeId: g.gameId,
      name: language === 'vi' ? g.nameVi : g.nameEn,
      gameCode: g.gameCode,
      family: g.table.family as TableSummary['family'],
      limits: {
        minStake: limits.minStake.toString(),
        maxSpot: limits.maxSpot.toString(),
        maxRound: limits.maxRound.toString(),
      },
      bettingSeconds: g.table.bettingSeconds,
      periodSeconds: g.table.periodSeconds,
      round: roundView(current, nowMs),
      last: past.map((r) => ({ roundId: r.id, roundNo: r.roundNo, outcome: r.outcome })),
    },
  };
}

/** The player's slips on one round, oldest first. */
export async function playerSlips(db: Executor, playerKey: string, roundId: number): Promise<TableBetSlip[]> {
  const t = houseTableBets;
  const rows = await db
    .select({
      betRef: t.betRef,
      clientBetId: t.clientBetId,
      roundId: t.roundId,
      spots: t.spots,
      stake: t.stake,
      status: t.status,
      payout: t.payout,
    })
    .from(t)
    .where(and(eq(t.playerKey, playerKey), eq(t.roundId, roundId)))
    .orderBy(t.id);
  return rows.map(slipView);
}

export const slipView = (s: {
  betRef: string;
  clientBetId: string;
  roundId: number;
  spots: Record<string, string>;
  stake: bigint;
  status: string;
  payout: bigint | null;
}): TableBetSlip => ({
  ...s,
  stake: s.stake.toString(),
  // Only the lifecycle writes statuses, and only the contract's.
  status: s.status as TableBetSlip['status'],
  payout: s.payout === null ? null : s.payout.toString(),
});
