import type { Pool } from 'pg';
import {
  callClaimGrant,
  callClaimGrants,
  grantArgsOf,
  type BatchAnswer,
  type BatchClaim,
  type BatchShared,
  type GrantAnswer,
} from './grant.sql';

/**
 * Claims' grants sent together (decision 087). A claim's grant is one autocommitted statement
 * (decision 068); under a rush each was its own round trip, transaction and WAL flush, and those
 * fixed costs were most of the database's CPU a claim. Here each campaign version has a lane:
 * a grant arriving while the lane is idle is sent at once, alone (no wait at all when claims are
 * few); grants arriving while a statement is out queue, and all of them (at most MAX_BATCH) go in
 * the next one. The batch grows with the load and never waits for a timer.
 *
 * Each claim of a batch is reward_grant in a savepoint (migration 0035): a refusal (a limit, an
 * exhausted budget) rolls back that claim only and comes back as its answer. Every claim's answer
 * waits for the batch's commit, so "claimed" is still said only of a grant on disk. One lane per
 * version and node sends one statement at a time: batches of one node never wait on each other's
 * locks. Inside a batch, claims go in the order of their budget shard, the order another node's
 * batch takes the same shards in.
 */

/** At most this many claims a statement: two subtransactions each, PostgreSQL caches 64 a backend. */
export const MAX_BATCH = 30;

type Job = { claim: BatchClaim; resolve: (a: GrantAnswer) => void; reject: (err: unknown) => void };
type Lane = { key: string; shared: BatchShared; queue: Job[]; busy: boolean };

const lanesOf = new WeakMap<Pool, Map<string, Lane>>();

/** What makes two grants batchable: the arguments a batch sends once (its campaign version's). */
const keyOf = (s: BatchShared) =>
  `${s.versionId}|${s.source}|${s.shards.join(',')}|${s.limits?.join(',') ?? '-'}`;

/** One claim's grant: its answer, or the error reward_grant raised for it (a refusal is SQLSTATE RW001). */
export function sendClaimGrant(pool: Pool, shared: BatchShared, claim: BatchClaim): Promise<GrantAnswer> {
  let lanes = lanesOf.get(pool);
  if (!lanes) lanesOf.set(pool, (lanes = new Map()));
  const key = keyOf(shared);
  let lane = lanes.get(key);
  if (!lane) lanes.set(key, (lane = { key, shared, queue: [], busy: false }));
  const queued = lane;
  return new Promise((resolve, reject) => {
    queued.queue.push({ claim, resolve, reject });
    pump(lanes, queued, pool);
  });
}

function pump(lanes: Map<string, Lane>, lane: Lane, pool: Pool) {
  if (lane.busy) return;
  if (lane.queue.length === 0) {
    if (lanes.get(lane.key) === lane) lanes.delete(lane.key);
    return;
  }
  const own = (c: BatchClaim) => lane.shared.shards[c.accountId % lane.shared.shards.length]!;
  const jobs = lane.queue.splice(0, MAX_BATCH).sort((a, b) => own(a.claim) - own(b.claim));
  lane.busy = true;
  void send(pool, lane.shared, jobs).finally(() => {
    lane.busy = false;
    pump(lanes, lane, pool);
  });
}

async function send(pool: Pool, shared: BatchShared, jobs: Job[]) {
  let answers: BatchAnswer[];
  try {
    answers = await callClaimGrants(
      pool,
      shared,
      jobs.map((j) => j.claim),
    );
  } catch (err) {
    if (jobs.length === 1) return jobs[0]!.reject(err);
    // The statement failed as a whole (a deadlock with another node's batch, a lost connection):
    // its transaction rolled back, so each claim is sent alone, as before batching, and gets its
    // own answer or error. Had the commit in fact reached the disk before the connection was
    // lost, the claim alone finds its grant under the unique key (created false), as a twin does.
    await Promise.all(
      jobs.map((j) => callClaimGrant(pool, grantArgsOf(shared, j.claim)).then(j.resolve, j.reject)),
    );
    return;
  }
  answers.forEach((a, i) => {
    const job = jobs[i]!;
    if ('granted' in a) job.resolve(a.granted);
    else job.reject(Object.assign(new Error(a.refused), { code: 'RW001', detail: a.detail ?? undefined }));
  });
}
