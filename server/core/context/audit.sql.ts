import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow, sqlRun } from '../storage/rows';

/**
 * The audit chain's statements (decision 102). A row's hash is SHA-256 (hex) over the canonical
 * JSON of who, when, from where, what, before/after and the previous row's hash. The canonical
 * form is PostgreSQL's own jsonb text (keys in a fixed order, fixed spacing, numbers as stored),
 * computed by the database at write and at verify, so no two encoders can disagree; `at` is
 * written as UTC text with microseconds, whatever the session's time zone. Migration 0042 holds
 * the same expression (it chained the rows written before it): change both or neither.
 */
export const auditHashOf = (r: {
  actor: SQL;
  action: SQL;
  target: SQL;
  detail: SQL;
  at: SQL;
  ip: SQL;
  before: SQL;
  after: SQL;
  prev: SQL;
}) => sql`encode(sha256(convert_to(jsonb_build_object(
  'actor', ${r.actor}, 'action', ${r.action}, 'target', ${r.target}, 'detail', ${r.detail},
  'at', to_char(${r.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  'ip', ${r.ip}, 'before', ${r.before}, 'after', ${r.after}, 'prev', ${r.prev})::text, 'UTF8')), 'hex')`;

const column = (name: string) => sql.raw(`"${name}"`);
const columns = {
  actor: column('actor'),
  action: column('action'),
  target: column('target'),
  detail: column('detail'),
  at: column('at'),
  ip: column('ip'),
  before: column('before'),
  after: column('after'),
};

export type AuditEntry = {
  actor: string;
  action: string;
  target: string;
  detail: unknown;
  ip: string | null;
  before: unknown;
  after: unknown;
};

const json = (v: unknown) =>
  v === undefined || v === null ? sql`NULL::jsonb` : sql`${JSON.stringify(v)}::jsonb`;

/**
 * One writer at a time until its transaction ends: the lock is taken, then the last hash read by
 * the next statement (READ COMMITTED: it sees every chain row committed before the lock was
 * granted), so two writers never chain to the same row.
 */
export const lockAuditChain = (tx: Executor) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended('operator_audit', 0))`);

/** Appends one row after the chain's last, under lockAuditChain. */
export const insertAuditRow = (tx: Executor, e: AuditEntry) =>
  sqlRun(
    tx,
    sql`INSERT INTO operator_audit (actor, action, target, detail, at, ip, before, after, prev_hash, hash)
      SELECT actor, action, target, detail, at, ip, before, after, prev, ${auditHashOf({ ...columns, prev: column('prev') })}
      FROM (SELECT ${e.actor}::text AS actor, ${e.action}::text AS action, ${e.target}::text AS target,
        ${json(e.detail)} AS detail, now() AS at, ${e.ip}::text AS ip, ${json(e.before)} AS before,
        ${json(e.after)} AS after,
        coalesce((SELECT hash FROM operator_audit ORDER BY id DESC LIMIT 1), '') AS prev) v`,
  );

const Broken = z.object({
  id: z.coerce.number(),
  reason: z.enum(['prev', 'hash']),
});
const Count = z.object({ n: z.coerce.number() });

/**
 * The first row whose prev_hash is not its predecessor's hash (a row removed or reordered before
 * it) or whose hash is not the one its fields give (a field edited), else undefined.
 */
export const findFirstBrokenRow = (db: Executor) =>
  sqlRow(
    db,
    sql`SELECT id, CASE WHEN prev_hash IS DISTINCT FROM expected_prev THEN 'prev' ELSE 'hash' END AS reason
      FROM (SELECT id, prev_hash, hash, lag(hash, 1, '') OVER (ORDER BY id) AS expected_prev,
        ${auditHashOf({ ...columns, prev: column('prev_hash') })} AS recomputed
        FROM operator_audit) c
      WHERE prev_hash IS DISTINCT FROM expected_prev OR hash IS DISTINCT FROM recomputed
      ORDER BY id LIMIT 1`,
    Broken.parse,
  );

export const countAuditRows = async (db: Executor) =>
  (await sqlRow(db, sql`SELECT count(*) AS n FROM operator_audit`, Count.parse))!.n;
