import type { Pool } from 'pg';
import { batchLanes, type Settled } from '../../core/http/batch-lanes';
import {
  callClaimGrant,
  callClaimGrants,
  grantArgsOf,
  REFUSED,
  type BatchClaim,
  type BatchShared,
  type GrantAnswer,
} from './grant.sql';

/**
 * Claims' grants sent together (decision 087). A claim's grant is one autocommitted statement
 * (decision 068); under a rush each was its own round trip, transaction and WAL flush, and those
 * fixed costs were most of the database's CPU a claim. Each campaign version has a lane
 * (core/http/batch-lanes.ts): a grant is sent at once when the lane is idle, else with the others that
 * arrived while its statement was out, at most MAX_BATCH.
 *
 * Each claim of a batch is reward_grant in a savepoint
 * (server/db/functions/reward_grant_or_refusal.sql): a refusal (a limit, an exhausted budget)
 * rolls back that claim only and comes back as its answer. Every claim's answer waits for the
 * batch's commit, so "claimed" is still said only of a grant on disk. Inside a batch, claims go in
 * the order of their budget shard, the order another node's batch takes the same shards in.
 */

/** At most this many claims a statement: two subtransactions each, PostgreSQL caches 64 a backend. */
export const MAX_BATCH = 30;

type Item = { shared: BatchShared; claim: BatchClaim; pool: Pool };

const ownShard = (x: Item) => x.shared.shards[x.claim.accountId % x.shared.shards.length]!;

const send = batchLanes<Item, GrantAnswer>({
  max: MAX_BATCH,
  order: (a, b) => ownShard(a) - ownShard(b),
  send: sendBatch,
  // A claim alone, as before batching. Had a failed batch's commit in fact reached the disk
  // before its connection was lost, the claim alone finds its grant under the unique key
  // (created false), as a twin does.
  alone: (x) => callClaimGrant(x.pool, grantArgsOf(x.shared, x.claim)),
});

/** What makes two grants batchable: the arguments a batch sends once (its campaign version's). */
const keyOf = (s: BatchShared) =>
  `${s.versionId}|${s.source}|${s.shards.join(',')}|${s.limits?.join(',') ?? '-'}`;

/** One claim's grant: its answer, or the error reward_grant raised for it (a refusal is SQLSTATE RW001, REFUSED). */
export function sendClaimGrant(pool: Pool, shared: BatchShared, claim: BatchClaim): Promise<GrantAnswer> {
  return send(pool, keyOf(shared), { shared, claim, pool });
}

async function sendBatch(items: Item[]): Promise<Settled<GrantAnswer>[]> {
  const { pool, shared } = items[0]!;
  const answers = await callClaimGrants(
    pool,
    shared,
    items.map((x) => x.claim),
  );
  return answers.map((a) =>
    'granted' in a
      ? { ok: a.granted }
      : { error: Object.assign(new Error(a.refused), { code: REFUSED, detail: a.detail ?? undefined }) },
  );
}
