import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DropState } from '../../../contract/red-envelopes/schemas';
import type { Executor, Tx } from '../../db/client';
import { sqlRow, sqlRows, sqlRun } from '../../core/storage/rows';

const Window = z.object({ campaign_id: z.number(), open: z.boolean() });

/** The drop's campaign and whether it is open now, by the database's clock. */
export function findDropWindow(tx: Executor, dropId: number) {
  return sqlRow(
    tx,
    sql`
    SELECT campaign_id, starts_at <= now() AND now() < ends_at AS open FROM envelope_drops WHERE id = ${dropId}`,
    Window.parse,
  );
}

/** Serialise one member's grabs of one drop (a double tap waits, then finds its share). */
export async function lockMemberGrab(tx: Tx, dropId: number, accountId: number): Promise<void> {
  await sqlRun(
    tx,
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`envelope:${dropId}:${accountId}`}, 0))`,
  );
}

const Taken = z.object({ idx: z.number(), amount: z.string(), taken_at: z.coerce.date() });
export type Taken = z.infer<typeof Taken>;

/**
 * Take the next share of a drop for the member, or undefined when every share is taken (decision
 * 092): the n-th grab to land takes share n of the split committed at creation, so who gets which
 * amount follows the order of grabs and nothing the server picks.
 * - None left (all taken by committed grabs, which nothing undoes): GONE at once, no lock.
 * - Otherwise the drop's row is locked (FOR NO KEY UPDATE: the shares' foreign key checks still
 *   pass) until the grab commits or rolls back, so grabs of one drop take shares one after another;
 *   the take, a new statement, sees every grab before it, and takes the lowest untaken share. A
 *   grab that fails after its take (its grant refused, its connection lost) leaves that share to
 *   the next one: no grab hears GONE while a share may still be free (the SKIP LOCKED take did).
 * - taken_at is the clock at the take (not the transaction's start), so the shares' times follow
 *   their order.
 */
export async function takeEnvelopeShare(
  tx: Tx,
  dropId: number,
  accountId: number,
): Promise<Taken | undefined> {
  const left = await sqlRow(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM envelope_shares WHERE drop_id = ${dropId} AND taken_by IS NULL) AS any`,
    AnyLeft.parse,
  );
  if (!left?.any) return undefined;
  await sqlRun(tx, sql`SELECT 1 FROM envelope_drops WHERE id = ${dropId} FOR NO KEY UPDATE`);
  return sqlRow(
    tx,
    sql`
      UPDATE envelope_shares SET taken_by = ${accountId}, taken_at = clock_timestamp()
      WHERE drop_id = ${dropId}
        AND idx = (SELECT min(idx) FROM envelope_shares WHERE drop_id = ${dropId} AND taken_by IS NULL)
      RETURNING idx, amount::text, taken_at`,
    Taken.parse,
  );
}

const AnyLeft = z.object({ any: z.boolean() });

/** Write a new drop's shares, index 0 upward, in one statement. */
export async function insertEnvelopeShares(tx: Tx, dropId: number, amounts: bigint[]): Promise<void> {
  await sqlRun(
    tx,
    sql`
    INSERT INTO envelope_shares (drop_id, idx, amount)
    SELECT ${dropId}, t.i - 1, t.a FROM unnest(${`{${amounts.join(',')}}`}::bigint[]) WITH ORDINALITY AS t(a, i)`,
  );
}

const DropRow = z.object({
  id: z.number(),
  state: DropState,
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  total: z.string(),
  shares: z.number(),
  min_share: z.string(),
  left: z.number(),
  seed_hash: z.string(),
  client_seed: z.string(),
  server_seed: z.string().nullable(),
  amounts: z.array(z.string()).nullable(),
  my_idx: z.number().nullable(),
  my_amount: z.string().nullable(),
  my_at: z.coerce.date().nullable(),
});
export type DropRow = z.infer<typeof DropRow>;

/**
 * Drops as members see them: the seed and every share's amount only once the drop has ended (the
 * database's clock decides), the reader's own share when there is a reader. `rest` is the WHERE
 * condition and what follows it (order, limit).
 */
export function selectDrops(db: Executor, accountId: number | null, rest: SQL): Promise<DropRow[]> {
  return sqlRows(
    db,
    sql`
  SELECT d.id, d.starts_at, d.ends_at, d.total::text, d.shares, d.min_share::text, d.seed_hash, d.client_seed,
    CASE WHEN now() < d.starts_at THEN 'upcoming' WHEN now() < d.ends_at THEN 'open' ELSE 'ended' END AS state,
    (SELECT count(*) FROM envelope_shares s WHERE s.drop_id = d.id AND s.taken_by IS NULL)::int AS left,
    CASE WHEN now() >= d.ends_at THEN d.server_seed END AS server_seed,
    CASE WHEN now() >= d.ends_at THEN
      (SELECT array_agg(s.amount::text ORDER BY s.idx) FROM envelope_shares s WHERE s.drop_id = d.id) END AS amounts,
    m.idx AS my_idx, m.amount::text AS my_amount, m.taken_at AS my_at
  FROM envelope_drops d
  LEFT JOIN envelope_shares m ON m.drop_id = d.id AND m.taken_by = ${accountId}
  WHERE ${rest}`,
    DropRow.parse,
  );
}

const OpsRow = z.object({
  id: z.number(),
  slot_key: z.string(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  total: z.string(),
  shares: z.number(),
  min_share: z.string(),
  taken: z.number(),
  paid: z.string(),
  seed_hash: z.string(),
  created_by: z.string(),
});

/** Drops for the operator, newest first, with how many shares were taken and what they paid. */
export function listDropTotals(db: Executor, limit: number, id?: number) {
  return sqlRows(
    db,
    sql`
    SELECT d.id, d.slot_key, d.starts_at, d.ends_at, d.total::text, d.shares, d.min_share::text, d.seed_hash,
      d.created_by, count(s.taken_by)::int AS taken,
      coalesce(sum(s.amount) FILTER (WHERE s.taken_by IS NOT NULL), 0)::text AS paid
    FROM envelope_drops d LEFT JOIN envelope_shares s ON s.drop_id = d.id
    ${id === undefined ? sql`` : sql`WHERE d.id = ${id}`}
    GROUP BY d.id ORDER BY d.starts_at DESC, d.id DESC LIMIT ${limit}`,
    OpsRow.parse,
  );
}
