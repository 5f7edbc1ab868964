import { sql, type SQL } from 'drizzle-orm';
import type { Drop, DropsView, HistoryItem, OpsDrop } from '../../../contract/red-envelopes';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { nightlySlot } from './schedule';

type Row = {
  id: number;
  state: Drop['state'];
  starts_at: string;
  ends_at: string;
  total: string;
  shares: number;
  min_share: string;
  left: number;
  seed_hash: string;
  client_seed: string;
  server_seed: string | null;
  amounts: string[] | null;
  my_idx: number | null;
  my_amount: string | null;
  my_at: string | null;
};

const iso = (v: string | Date) => new Date(v).toISOString();

/**
 * Drops as members see them: the seed and every share's amount only once the drop has ended (the
 * database's clock decides), the reader's own share when there is a reader.
 */
const selectDrops = (accountId: number | null, where: SQL) => sql`
  SELECT d.id, d.starts_at, d.ends_at, d.total::text, d.shares, d.min_share::text, d.seed_hash, d.client_seed,
    CASE WHEN now() < d.starts_at THEN 'upcoming' WHEN now() < d.ends_at THEN 'open' ELSE 'ended' END AS state,
    (SELECT count(*) FROM envelope_shares s WHERE s.drop_id = d.id AND s.taken_by IS NULL)::int AS left,
    CASE WHEN now() >= d.ends_at THEN d.server_seed END AS server_seed,
    CASE WHEN now() >= d.ends_at THEN
      (SELECT array_agg(s.amount::text ORDER BY s.idx) FROM envelope_shares s WHERE s.drop_id = d.id) END AS amounts,
    m.idx AS my_idx, m.amount::text AS my_amount, m.taken_at AS my_at
  FROM envelope_drops d
  LEFT JOIN envelope_shares m ON m.drop_id = d.id AND m.taken_by = ${accountId}
  WHERE ${where}`;

const toDrop = (r: Row): Drop => ({
  id: Number(r.id),
  state: r.state,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  total: r.total,
  shares: Number(r.shares),
  minShare: r.min_share,
  left: Number(r.left),
  seedHash: r.seed_hash,
  clientSeed: r.client_seed,
  serverSeed: r.server_seed,
  amounts: r.amounts,
  mine:
    r.my_idx === null
      ? null
      : { dropId: Number(r.id), index: Number(r.my_idx), amount: r.my_amount!, takenAt: iso(r.my_at!) },
});

/**
 * The screen's answer: the drop to show (an open one, the latest started when an operator's drop
 * overlaps another; else the next created one), the schedule's next start, recent ended drops.
 */
export async function dropsView(
  db: Executor,
  accountId: number | null,
  now = new Date(),
): Promise<DropsView> {
  const current = await db.execute<Row>(sql`${selectDrops(accountId, sql`d.ends_at > now()`)}
    ORDER BY d.starts_at <= now() DESC, CASE WHEN d.starts_at <= now() THEN d.starts_at END DESC, d.starts_at, d.id
    LIMIT 1`);
  const recent = await db.execute<Row>(sql`${selectDrops(accountId, sql`d.ends_at <= now()`)}
    ORDER BY d.ends_at DESC, d.id DESC LIMIT 5`);
  return {
    now: now.toISOString(),
    current: current.rows[0] ? toDrop(current.rows[0]) : null,
    nextScheduledAt: nightlySlot(now).startsAt.toISOString(),
    recent: recent.rows.map(toDrop),
  };
}

export async function dropView(db: Executor, id: number, accountId: number | null): Promise<Drop> {
  const r = await db.execute<Row>(selectDrops(accountId, sql`d.id = ${id}`));
  if (!r.rows[0]) throw new AppError('NOT_FOUND', `no drop ${id}`);
  return toDrop(r.rows[0]);
}

/** The member's envelopes, newest first. */
export async function history(db: Executor, accountId: number, limit: number): Promise<HistoryItem[]> {
  const r = await db.execute<{
    drop_id: number;
    idx: number;
    amount: string;
    taken_at: string;
    starts_at: string;
    total: string;
    shares: number;
  }>(sql`
    SELECT s.drop_id, s.idx, s.amount::text, s.taken_at, d.starts_at, d.total::text, d.shares
    FROM envelope_shares s JOIN envelope_drops d ON d.id = s.drop_id
    WHERE s.taken_by = ${accountId}
    ORDER BY s.taken_at DESC, s.drop_id DESC LIMIT ${limit}`);
  return r.rows.map((x) => ({
    dropId: Number(x.drop_id),
    index: Number(x.idx),
    amount: x.amount,
    takenAt: iso(x.taken_at),
    startsAt: iso(x.starts_at),
    total: x.total,
    shares: Number(x.shares),
  }));
}

/** Drops for the operator, newest first, with what was taken and paid. */
export async function listDropsForOps(db: Executor, limit: number, id?: number): Promise<OpsDrop[]> {
  const r = await db.execute<{
    id: number;
    slot_key: string;
    starts_at: string;
    ends_at: string;
    total: string;
    shares: number;
    min_share: string;
    taken: number;
    paid: string;
    seed_hash: string;
    created_by: string;
  }>(sql`
    SELECT d.id, d.slot_key, d.starts_at, d.ends_at, d.total::text, d.shares, d.min_share::text, d.seed_hash,
      d.created_by, count(s.taken_by)::int AS taken,
      coalesce(sum(s.amount) FILTER (WHERE s.taken_by IS NOT NULL), 0)::text AS paid
    FROM envelope_drops d LEFT JOIN envelope_shares s ON s.drop_id = d.id
    ${id === undefined ? sql`` : sql`WHERE d.id = ${id}`}
    GROUP BY d.id ORDER BY d.starts_at DESC, d.id DESC LIMIT ${limit}`);
  return r.rows.map((x) => ({
    id: Number(x.id),
    slotKey: x.slot_key,
    startsAt: iso(x.starts_at),
    endsAt: iso(x.ends_at),
    total: x.total,
    shares: Number(x.shares),
    minShare: x.min_share,
    taken: Number(x.taken),
    paid: x.paid,
    seedHash: x.seed_hash,
    createdBy: x.created_by,
  }));
}
