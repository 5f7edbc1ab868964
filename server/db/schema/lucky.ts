import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { fairSeedColumns } from './fair-seeds';
import { createdAtColumn, foreignId, idColumn, int64 } from './columns';
import { accountRef, ledgerTransactionRef } from './refs';
import { rewardGrants } from './rewards';

/*
 * The prize wheel and the golden egg (decisions 056-057). Tickets are ledger units (TKW, TKE), so
 * they have no table here; these tables hold the published prize tables, each member's seed pairs
 * and every draw with what it used.
 */

/**
 * A game's published prize table: the active rows of a game, in `position` order (the wheel's
 * segments clockwise), each with its weight; the odds shown are weight / sum of weights.
 */
export const luckyPrizes = pgTable(
  'lucky_prizes',
  {
    id: serial('id').primaryKey(),
    /** wheel or egg */
    game: text('game').notNull(),
    position: integer('position').notNull(),
    /** cash (a grant of the game's campaign), points, ticket (of `ticket_game`), none */
    kind: text('kind').notNull(),
    /** Minor units (cash), points, or tickets; 0 for none. */
    amount: int64('amount').notNull(),
    ticketGame: text('ticket_game'),
    weight: integer('weight').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('lucky_prizes_game_idx').on(t.game, t.position),
    check('lucky_prizes_game_valid', sql`${t.game} IN ('wheel', 'egg')`),
    check('lucky_prizes_kind_valid', sql`${t.kind} IN ('cash', 'points', 'ticket', 'none')`),
    check('lucky_prizes_amount', sql`(${t.kind} = 'none') = (${t.amount} = 0) AND ${t.amount} >= 0`),
    check('lucky_prizes_ticket', sql`(${t.kind} = 'ticket') = (${t.ticketGame} IS NOT NULL)`),
    check('lucky_prizes_weight', sql`${t.weight} > 0`),
  ],
);

/** A member's seed pair for one game, as the house games' (ADR 012): one unrevealed pair each. */
export const luckySeeds = pgTable(
  'lucky_seeds',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    game: text('game').notNull(),
    ...fairSeedColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('lucky_seeds_active_uq')
      .on(t.accountId, t.game)
      .where(sql`${t.revealedAt} IS NULL`),
  ],
);

/**
 * One draw: the seeds and nonce it used, the prize table it drew from (ids and weights in order,
 * so a later change of the table never changes how an old draw verifies), the prize, and the
 * ledger movements (the ticket debit; the prize: a points or ticket credit, or a cash grant).
 */
export const luckyDraws = pgTable(
  'lucky_draws',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    game: text('game').notNull(),
    requestId: text('request_id').notNull(),
    seedId: foreignId('seed_id', () => luckySeeds.id).notNull(),
    nonce: integer('nonce').notNull(),
    /** The client seed of the draw (the member may change it between draws of one pair). */
    clientSeed: text('client_seed').notNull(),
    prizeIds: integer('prize_ids').array().notNull(),
    weights: integer('weights').array().notNull(),
    /** Index into prize_ids of the prize drawn. */
    drawn: integer('drawn').notNull(),
    prizeKind: text('prize_kind').notNull(),
    prizeAmount: int64('prize_amount').notNull(),
    ticketGame: text('ticket_game'),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    ticketTransactionId: ledgerTransactionRef('ticket_transaction_id').notNull(),
    grantId: foreignId('grant_id', () => rewardGrants.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('lucky_draws_request_uq').on(t.accountId, t.requestId),
    uniqueIndex('lucky_draws_nonce_uq').on(t.seedId, t.nonce),
    index('lucky_draws_account_idx').on(t.accountId, t.game, t.id),
  ],
);
