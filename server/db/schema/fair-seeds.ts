import { integer, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * A provably fair seed pair (ADR 012), as the house games and the lucky draws keep it: the hash is
 * shown before play, the server seed only once the pair is rotated (revealed_at set), and
 * next_nonce is the nonce the next round or draw will use. A function, so each table gets its own
 * column builders. Not re-exported from index.ts: it holds no tables.
 */
export const fairSeedColumns = () => ({
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nextNonce: integer('next_nonce').notNull().default(0),
  revealedAt: timestamptz('revealed_at'),
});
