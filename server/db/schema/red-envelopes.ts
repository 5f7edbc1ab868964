import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignSerial, int64, timestamptz } from './columns';
import { accountRef } from './refs';
import { rewardCampaigns } from './rewards';

/**
 * A red-envelope drop (decision 058): its window, its total split into `shares` shares when it is
 * created, and the provably fair commitment: `seed_hash` (SHA-256 of `server_seed`) is published
 * with the drop, the seed only once the drop has ended. `slot_key` names the drop once: the
 * nightly schedule's site day or an operator's request, so a second creation of it writes nothing.
 */
export const envelopeDrops = pgTable(
  'envelope_drops',
  {
    id: serial('id').primaryKey(),
    slotKey: text('slot_key').notNull(),
    campaignId: foreignSerial('campaign_id', () => rewardCampaigns.id).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    total: int64('total').notNull(),
    shares: integer('shares').notNull(),
    minShare: int64('min_share').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Public input of the split beside the secret seed (the slot key). */
    clientSeed: text('client_seed').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('envelope_drops_slot_uq').on(t.slotKey),
    index('envelope_drops_starts_idx').on(t.startsAt),
    check('envelope_drops_window', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'envelope_drops_split',
      sql`${t.shares} > 0 AND ${t.minShare} > 0 AND ${t.total} >= ${t.minShare} * ${t.shares}`,
    ),
  ],
);

/**
 * The shares of a drop, written with it. A grab takes one by a conditional UPDATE (`taken_by IS
 * NULL`, SKIP LOCKED); the unique (drop, taken_by) index holds one share per member per drop.
 */
export const envelopeShares = pgTable(
  'envelope_shares',
  {
    dropId: foreignSerial('drop_id', () => envelopeDrops.id).notNull(),
    idx: integer('idx').notNull(),
    amount: int64('amount').notNull(),
    takenBy: accountRef('taken_by'),
    takenAt: timestamptz('taken_at'),
    /** The engine's grant that paid it (reward_grants.id), written in the grab's transaction. */
    grantId: bigint('grant_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.idx] }),
    uniqueIndex('envelope_shares_member_uq').on(t.dropId, t.takenBy),
    index('envelope_shares_taker_idx').on(t.takenBy),
    check('envelope_shares_positive', sql`${t.amount} > 0`),
    check('envelope_shares_taken', sql`(${t.takenBy} IS NULL) = (${t.takenAt} IS NULL)`),
  ],
);
