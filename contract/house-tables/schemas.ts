import { z } from 'zod';
import { SignedMinorUnits, RowId } from '../primitives';
import { Amount } from '../wallet/schemas';

/**
 * The house tables' calls (decision 100): shared rounds of sic bo and xóc đĩa, described once
 * (decision 064; paths in contract/house-tables/endpoints.ts).
 */
export const SHARED_TABLE_FAMILIES = ['sic-bo', 'xoc-dia'] as const;
export const TableFamily = z.enum(SHARED_TABLE_FAMILIES).meta({ id: 'HouseTableFamily' });

export const TableRoundState = z.enum(['open', 'closed', 'drawn', 'settled', 'void']);
export const TableLimits = z.object({
  minStake: SignedMinorUnits,
  maxSpot: SignedMinorUnits,
  maxRound: SignedMinorUnits,
});

export const TableRound = z
  .object({
    roundId: z.number().int(),
    roundNo: z.number().int(),
    state: TableRoundState,
    opensAt: z.string(),
    closesAt: z.string(),
    /** Milliseconds of betting left (0 once closed). */
    countdownMs: z.number().int(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The revealed seed and the outcome (dice, coins...), once drawn. */
    serverSeed: z.string().nullable(),
    outcome: z.unknown().nullable(),
  })
  .meta({ id: 'HouseTableRound' });
export type TableRound = z.infer<typeof TableRound>;

export const TableResult = z.object({
  roundId: z.number().int(),
  roundNo: z.number().int(),
  outcome: z.unknown(),
});

export const TableSummary = z
  .object({
    nodeId: z.number().int(),
    name: z.string(),
    gameCode: z.string(),
    family: TableFamily,
    limits: TableLimits,
    bettingSeconds: z.number().int(),
    periodSeconds: z.number().int(),
    round: TableRound,
    last: z.array(TableResult),
  })
  .meta({ id: 'HouseTableSummary' });
export type TableSummary = z.infer<typeof TableSummary>;

export const TableBetSlip = z
  .object({
    betRef: z.string(),
    clientBetId: z.string(),
    roundId: z.number().int(),
    spots: z.record(z.string(), SignedMinorUnits),
    stake: SignedMinorUnits,
    status: z.enum(['pending', 'placed', 'won', 'lost', 'void']),
    payout: SignedMinorUnits.nullable(),
  })
  .meta({ id: 'HouseTableBetSlip' });
export type TableBetSlip = z.infer<typeof TableBetSlip>;

export const TableState = z
  .object({
    mode: z.enum(['real', 'demo']),
    balance: SignedMinorUnits,
    currency: z.string(),
    serverTime: z.string(),
    table: TableSummary,
    /** The player's slips on the current round. */
    myBets: z.array(TableBetSlip),
    /** Each spot's bet type and that type's return to player, as the rules sheet states it. */
    spots: z.array(z.object({ spot: z.string(), betType: z.string() })),
    rtp: z.record(z.string(), z.number()),
    validShare: z.record(z.string(), z.number()),
  })
  .meta({ id: 'HouseTableState' });
export type TableState = z.infer<typeof TableState>;

const NodeQuery = z.object({ nodeId: RowId, language: z.enum(['vi', 'en']).optional() });
export const TableBetBody = z.object({
  nodeId: RowId,
  /** The round the player saw; absent: the open round. */
  roundId: z.number().int().positive().optional(),
  /** The client's id of this slip: a resend with it is the same slip. */
  clientBetId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  bets: z
    .array(z.object({ spot: z.string().min(1).max(20), stake: Amount }))
    .min(1)
    .max(30),
});
export type TableBetBody = z.infer<typeof TableBetBody>;
export const TableBetResult = z
  .object({ slip: TableBetSlip, balance: SignedMinorUnits })
  .meta({ id: 'HouseTableBet' });

export const tableSchemas = {
  list: { query: NodeQuery, value: z.object({ tables: z.array(TableSummary) }) },
  state: { query: NodeQuery, value: TableState },
  bet: { body: TableBetBody, value: TableBetResult },
};
export type HouseTableSchemas = typeof tableSchemas;
