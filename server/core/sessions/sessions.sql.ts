import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { poolOf, type Db } from '../../db/client';
import { preparedRow, preparedRows } from '../storage/rows';

const dialect = new PgDialect();

/** Sessions last 7 days from their last use. */
export const SESSION_DAYS = 7;

/** A session's expiry is slid forward at most once a minute (decision 082). */
export const TOUCH_EVERY_SECONDS = 60;

/** A value of a statement: a placeholder filled per call, or SQL (a column of the statement). */
type Bound = ReturnType<typeof sql.placeholder> | SQL;

/**
 * The session check and touch, as CTEs every statement below starts with (`hash` the token's
 * hash): `ses` a live (not revoked, not expired) session of an active account; `ses_touch`
 * slides its expiry forward when it was last slid over TOUCH_EVERY_SECONDS ago. Every signed-in
 * call runs this: touching on each call rewrote the session's row (a heap tuple and WAL) per call
 * for an expiry that moves by seconds in seven days, so within the minute the check only reads
 * (decision 082). A data-modifying CTE runs whether or not the rest reads it.
 *
 * What these statements write is bookkeeping, never money: the expiry's slide and a rate-limit
 * point. Their commit does not wait for the disk (decision 083): `set_config(..., true)` is SET
 * LOCAL, so it holds for this statement's own transaction only, and every statement here runs
 * alone on the pool (`poolOf`), never inside a caller's transaction.
 */
const sessionCtes = (hash: Bound, batch?: SQL) => sql`${batch ? sql`inp AS (${batch}), ` : sql``}ses AS (
    SELECT ${batch ? sql`inp.n, inp.device, ` : sql``}sessions.id AS session_id, sessions.account_id, a.type, a.account,
      sessions.must_change_password,
      set_config('synchronous_commit', 'off', true) AS commit_mode,
      sessions.expires_at < now() + make_interval(days => ${sql.raw(String(SESSION_DAYS))},
        secs => -${sql.raw(String(TOUCH_EVERY_SECONDS))}) AS stale
    FROM ${batch ? sql`inp JOIN sessions ON sessions.token_hash = inp.hash` : sql`sessions`}
      JOIN accounts a ON a.id = sessions.account_id
    WHERE ${batch ? sql`` : sql`sessions.token_hash = ${hash} AND `}sessions.revoked_at IS NULL AND sessions.expires_at > now()
      AND a.status = 'active'),
  ses_touch AS (
    UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => ${sql.raw(String(SESSION_DAYS))})
    FROM ses WHERE sessions.id = ses.session_id AND ses.stale)`;

/**
 * A point of a limit for the session's account, as the CTE `ses_point` (decision 068): the row
 * is rate-limiter-flexible's own (key `prefix || accountId`, its window arithmetic), so this take
 * and Limit.take count one window in the shared table. No point is taken without a live session,
 * nor for an account of type `exempt`. A batch (sessionBatchStatement) takes its points in the
 * order of the accounts, so two batches sharing members lock their rows in the same order.
 */
const pointCte = (p: { prefix: Bound; expire: Bound; now: Bound; exempt: Bound }) => sql`ses_point AS (
    INSERT INTO rate_limits (key, points, expire)
    SELECT ${p.prefix}::text || ses.account_id, 1, ${p.expire}::bigint FROM ses WHERE ses.type <> ${p.exempt}::int
    ORDER BY ses.account_id
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN rate_limits.expire <= ${p.now}::bigint THEN 1 ELSE rate_limits.points + 1 END,
      expire = CASE WHEN rate_limits.expire <= ${p.now}::bigint THEN ${p.expire}::bigint ELSE rate_limits.expire END
    RETURNING key, points, expire)`;

const placeholders = {
  hash: sql.placeholder('hash'),
  prefix: sql.placeholder('prefix'),
  expire: sql.placeholder('expire'),
  now: sql.placeholder('now'),
  exempt: sql.placeholder('exempt'),
};

/** A statement that starts with the session's CTEs and its limit point, compiled once, and its row's decoder. */
export type SessionStatement<T> = {
  name: string;
  text: string;
  params: unknown[];
  decode: (row: Record<string, unknown>) => T;
};

/**
 * `select` (which may read `ses`, `ses_point` and sessionColumns) after the session's CTEs and
 * its limit point, compiled once: a caller's read in the session's round trip (decision 082).
 * Raw text sent as a named prepared statement: every signed-in call runs one, parsed once per
 * connection, no query built per call (decision 068). `name` must be unique to the text.
 */
export function sessionStatement<T>(
  name: string,
  select: SQL,
  decode: (row: Record<string, unknown>) => T,
): SessionStatement<T> {
  const q = dialect.sqlToQuery(
    sql`WITH ${sessionCtes(placeholders.hash)}, ${pointCte(placeholders)} ${select}`,
  );
  return { name, text: q.sql, params: q.params, decode };
}

/**
 * sessionStatement over a batch of tokens (decision 087): the CTE `inp` holds the batch's rows
 * (`n` from 1, the token's `hash`, the `device` the claim names), `ses` one row per live session
 * among them with its `n` and `device`, and `ses_point` the points taken (with their `key`, the
 * prefix and the account). Two rows of one account in a batch would take its point twice in one
 * statement, which PostgreSQL refuses: the statement fails, and its caller sends them one by one.
 */
export function sessionBatchStatement<T>(
  name: string,
  select: SQL,
  decode: (row: Record<string, unknown>) => T,
): SessionStatement<T> {
  const inputs = sql`SELECT * FROM unnest(${sql.placeholder('hashes')}::text[], ${sql.placeholder('devices')}::text[])
    WITH ORDINALITY AS i(hash, device, n)`;
  const q = dialect.sqlToQuery(
    sql`WITH ${sessionCtes(placeholders.hash, inputs)}, ${pointCte(placeholders)} ${select}`,
  );
  return { name, text: q.sql, params: q.params, decode };
}

/** The session's columns and the point's, as sessionPointRow reads them. */
export const sessionColumns = sql`ses.session_id, ses.account_id, ses.type, ses.account, ses.must_change_password, ses_point.points, ses_point.expire`;

const touch = dialect.sqlToQuery(
  sql`WITH ${sessionCtes(placeholders.hash)} SELECT session_id, account_id, type, account, must_change_password FROM ses`,
);
/** The session and its point alone. */
export const sessionTaking = sessionStatement(
  'session_touch_take',
  sql`SELECT ${sessionColumns} FROM ses LEFT JOIN ses_point ON true`,
  () => undefined,
);

export type SessionRow = {
  sessionId: number;
  accountId: number;
  type: number;
  account: string;
  /** The login asked for a password change not done yet (decision 103: acceptSession refuses most calls). */
  mustChangePassword: boolean;
};

/** A plain decoder: this runs on every signed-in call (no zod on the hot path, decision 076). */
export const sessionRow = (r: Record<string, unknown>): SessionRow => ({
  sessionId: Number(r.session_id),
  accountId: Number(r.account_id),
  type: Number(r.type),
  account: String(r.account),
  mustChangePassword: r.must_change_password === true,
});

/** A session row with the point taken: `points` and `expire` null when no point was taken. */
export type SessionPointRow = SessionRow & { points: number | null; expire: number | null };

/** The live session of a token's hash, its expiry slid forward (once a minute); undefined when unknown, revoked or expired. */
export function touchSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const values = fillPlaceholders(touch.params, { hash: tokenHash });
  return preparedRow(poolOf(db), { name: 'session_touch', text: touch.sql, values }, sessionRow);
}

/** A rate-limit window of rate-limiter-flexible's table: the key's prefix and the window's end. */
export type LimitWindow = { prefix: string; expire: number };

/**
 * touchSession and one point of a limit for the session's account in ONE statement (decision
 * 068, pointCte above), with `statement`'s own read (its placeholders filled from `values`):
 * `extra` is what its decoder made of the row.
 */
export function touchSessionTaking<T>(
  db: Db,
  statement: SessionStatement<T>,
  v: {
    tokenHash: string;
    window: LimitWindow;
    now: number;
    exemptType: number;
    values?: Record<string, unknown>;
  },
): Promise<(SessionPointRow & { extra: T }) | undefined> {
  const values = fillPlaceholders(statement.params, {
    ...v.values,
    hash: v.tokenHash,
    prefix: v.window.prefix,
    expire: v.window.expire,
    now: v.now,
    exempt: v.exemptType,
  });
  return preparedRow(poolOf(db), { name: statement.name, text: statement.text, values }, (r) =>
    sessionPointRowOf(r, statement),
  );
}

const sessionPointRowOf = <T>(r: Record<string, unknown>, statement: SessionStatement<T>) => ({
  ...sessionRow(r),
  points: r.points === null ? null : Number(r.points),
  expire: r.expire === null ? null : Number(r.expire),
  extra: statement.decode(r),
});

/**
 * A batch statement (sessionBatchStatement) for `hashes` with their `devices`: per token, in
 * order, its session row with the point taken and `statement`'s own read, or undefined.
 */
export async function touchSessionsTaking<T>(
  db: Db,
  statement: SessionStatement<T>,
  v: {
    tokenHashes: string[];
    devices: (string | null)[];
    window: LimitWindow;
    now: number;
    exemptType: number;
    values?: Record<string, unknown>;
  },
): Promise<((SessionPointRow & { extra: T }) | undefined)[]> {
  const values = fillPlaceholders(statement.params, {
    ...v.values,
    hashes: v.tokenHashes,
    devices: v.devices,
    prefix: v.window.prefix,
    expire: v.window.expire,
    now: v.now,
    exempt: v.exemptType,
  });
  const rows = await preparedRows(poolOf(db), { name: statement.name, text: statement.text, values }, (r) =>
    r.session_id === null || r.session_id === undefined ? undefined : sessionPointRowOf(r, statement),
  );
  if (rows.length !== v.tokenHashes.length)
    throw new Error(`${statement.name} answered ${rows.length} rows for ${v.tokenHashes.length} tokens`);
  return rows;
}
