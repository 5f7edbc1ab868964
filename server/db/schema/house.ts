import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fairSeedColumns } from './fair-seeds';
import { createdAtColumn, foreignId, idColumn, int64, timestamptz } from './columns';

/**
 * The house game provider's own state (ADR 012). The provider knows players only by what the
 * seamless protocol told it (the operator's playerId, or a demo wallet of its own), so nothing
 * here references the operator's accounts or ledger tables.
 */

/**
 * Provably fair seeds, one active per player key (`p:<playerId>` or `d:<demo wallet id>`). The
 * hash is shown before play; the seed itself only once rotated (revealed_at set).
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: idColumn(),
    playerKey: text('player_key').notNull(),
    ...fairSeedColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_seeds_active_uq')
      .on(t.playerKey)
      .where(sql`${t.revealedAt} IS NULL`),
    index('house_seeds_player_idx').on(t.playerKey, t.id),
  ],
);

/** Demo wallets (trial accounts): a play balance of the provider's own, never real money. */
export const houseDemoWallets = pgTable(
  'house_demo_wallets',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    vendorCode: text('vendor_code').notNull(),
    balance: int64('balance').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_demo_wallets_token_uq').on(t.tokenHash),
    check('house_demo_wallets_non_negative', sql`${t.balance} >= 0`),
  ],
);

/** One slot spin or baccarat hand: the seeds it used, the stakes, the outcome, the payout. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: idColumn(),
    /** The round id sent to the operator (bet `b:<roundId>`, win `w:<roundId>`). */
    roundId: text('round_id').notNull(),
    playerKey: text('player_key').notNull(),
    /** real or demo */
    mode: text('mode').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameId: integer('game_id').notNull(),
    /** slot or baccarat */
    engine: text('engine').notNull(),
    seedId: foreignId('seed_id', () => houseSeeds.id).notNull(),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    stake: int64('stake').notNull(),
    payout: int64('payout').notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    /** open (bet not confirmed), settled, refused (the operator refused the bet) */
    status: text('status').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_rounds_round_uq').on(t.roundId),
    unique('house_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    index('house_rounds_player_idx').on(t.playerKey, t.id),
    check('house_rounds_status_valid', sql`${t.status} IN ('open', 'settled', 'refused')`),
  ],
);

/**
 * Lottery draws, one per game and period (unique), each with its own server seed whose hash is
 * public while bets are taken. `settled_at` is set exactly once, by whichever node claims it.
 */
export const houseDraws = pgTable(
  'house_draws',
  {
    id: idColumn(),
    gameCode: text('game_code').notNull(),
    drawNo: bigint('draw_no', { mode: 'number' }).notNull(),
    drawAt: timestamptz('draw_at').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    numbers: jsonb('numbers').$type<number[]>(),
    settledAt: timestamptz('settled_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('house_draws_game_no_uq').on(t.gameCode, t.drawNo),
    index('house_draws_due_idx')
      .on(t.drawAt)
      .where(sql`${t.settledAt} IS NULL`),
  ],
);

/** A lottery ticket: picks with one stake each, on one draw. */
export const houseTickets = pgTable(
  'house_tickets',
  {
    id: idColumn(),
    drawId: foreignId('draw_id', () => houseDraws.id).notNull(),
    /** The round id sent to the operator; the bet is `b:<ticketRef>`, its win `w:<ticketRef>`. */
    ticketRef: text('ticket_ref').notNull(),
    playerKey: text('player_key').notNull(),
    mode: text('mode').notNull(),
    /** The operator's playerId (real mode) or the demo wallet id. */
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    picks: jsonb('picks').$type<number[]>().notNull(),
    stakeEach: int64('stake_each').notNull(),
    stake: int64('stake').notNull(),
    payout: int64('payout'),
    /** pending (bet in flight), placed, won, lost, void (bet refused or rolled back) */
    status: text('status').notNull(),
    /** The win (or rollback) has been accepted by the operator. */
    paid: boolean('paid').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_tickets_ref_uq').on(t.ticketRef),
    index('house_tickets_draw_idx').on(t.drawId),
    index('house_tickets_player_idx').on(t.playerKey, t.id),
    index('house_tickets_unpaid_idx')
      .on(t.drawId)
      .where(sql`NOT ${t.paid}`),
    check('house_tickets_status_valid', sql`${t.status} IN ('pending', 'placed', 'won', 'lost', 'void')`),
  ],
);

/**
 * A shared round of a house table (decision 100): one outcome for everyone at the table (the
 * lobby game `game_id`), numbered by the table's clock. Its seed's hash is public from the moment
 * betting opens; `state` moves open -> closed -> drawn -> settled (or void), each step one
 * conditional UPDATE, so every step happens exactly once whichever node takes it.
 */
export const houseTableRounds = pgTable(
  'house_table_rounds',
  {
    id: idColumn(),
    gameId: integer('game_id').notNull(),
    family: text('family').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    opensAt: timestamptz('opens_at').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** The family's outcome (dice, coins...), once drawn. */
    outcome: jsonb('outcome'),
    state: text('state').notNull().default('open'),
    drawnAt: timestamptz('drawn_at'),
    settledAt: timestamptz('settled_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('house_table_rounds_game_no_uq').on(t.gameId, t.roundNo),
    index('house_table_rounds_live_idx')
      .on(t.closesAt)
      .where(sql`${t.state} IN ('open', 'closed', 'drawn')`),
    check(
      'house_table_rounds_state_valid',
      sql`${t.state} IN ('open', 'closed', 'drawn', 'settled', 'void')`,
    ),
  ],
);

/**
 * A player's bet slip on a table round: stakes on one or more spots, one seamless bet
 * (`b:<betRef>`) and one win (`w:<betRef>`, 0 for a loss). The client's bet id makes a resend the
 * same slip.
 */
export const houseTableBets = pgTable(
  'house_table_bets',
  {
    id: idColumn(),
    roundId: foreignId('round_id', () => houseTableRounds.id).notNull(),
    betRef: text('bet_ref').notNull(),
    clientBetId: text('client_bet_id').notNull(),
    playerKey: text('player_key').notNull(),
    mode: text('mode').notNull(),
    /** The operator's playerId (real mode) or the demo wallet id. */
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** Spot -> stake (minor units, as text). */
    spots: jsonb('spots').$type<Record<string, string>>().notNull(),
    stake: int64('stake').notNull(),
    payout: int64('payout'),
    /** The valid bet reported with the win (opposite spots of the round cancel). */
    validBet: int64('valid_bet'),
    /** pending (bet in flight), placed, won, lost, void (refused, rolled back or round void) */
    status: text('status').notNull(),
    /** The win (or rollback) has been accepted by the operator. */
    paid: boolean('paid').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_table_bets_ref_uq').on(t.betRef),
    uniqueIndex('house_table_bets_client_uq').on(t.playerKey, t.clientBetId),
    index('house_table_bets_round_idx').on(t.roundId),
    index('house_table_bets_unpaid_idx')
      .on(t.roundId)
      .where(sql`NOT ${t.paid}`),
    check('house_table_bets_status_valid', sql`${t.status} IN ('pending', 'placed', 'won', 'lost', 'void')`),
  ],
);

/**
 * What a table's watchers are told (opened, closed, result, settled, void), written in the same
 * transaction as the step it reports: the id orders them and is the stream's Last-Event-ID.
 */
export const houseTableEvents = pgTable(
  'house_table_events',
  {
    id: idColumn(),
    gameId: integer('game_id').notNull(),
    roundId: foreignId('round_id', () => houseTableRounds.id).notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('house_table_events_game_idx').on(t.gameId, t.id)],
);
