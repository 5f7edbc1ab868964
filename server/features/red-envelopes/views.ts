import { desc, eq, sql } from 'drizzle-orm';
import type { Drop, DropsView, HistoryItem, OpsDrop } from '../../../contract/red-envelopes/schemas';
import type { Executor } from '../../db/client';
import { envelopeDrops, envelopeShares } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { listDropTotals, selectDrops, type DropRow } from './red-envelopes.sql';
import { nightlySlot } from './schedule';

const toDrop = (r: DropRow): Drop => ({
  id: r.id,
  state: r.state,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  total: r.total,
  shares: r.shares,
  minShare: r.min_share,
  left: r.left,
  seedHash: r.seed_hash,
  clientSeed: r.client_seed,
  serverSeed: r.server_seed,
  amounts: r.amounts,
  mine:
    r.my_idx === null
      ? null
      : { dropId: r.id, index: r.my_idx, amount: r.my_amount!, takenAt: r.my_at!.toISOString() },
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
  const [current] = await selectDrops(
    db,
    accountId,
    sql`d.ends_at > now()
    ORDER BY d.starts_at <= now() DESC, CASE WHEN d.starts_at <= now() THEN d.starts_at END DESC, d.starts_at, d.id
    LIMIT 1`,
  );
  const recent = await selectDrops(
    db,
    accountId,
    sql`d.ends_at <= now() ORDER BY d.ends_at DESC, d.id DESC LIMIT 5`,
  );
  return {
    now: now.toISOString(),
    current: current ? toDrop(current) : null,
    nextScheduledAt: nightlySlot(now).startsAt.toISOString(),
    recent: recent.map(toDrop),
  };
}

export async function dropView(db: Executor, id: number, accountId: number | null): Promise<Drop> {
  const [r] = await selectDrops(db, accountId, sql`d.id = ${id}`);
  if (!r) throw new AppError('NOT_FOUND', `no drop ${id}`);
  return toDrop(r);
}

/** The member's envelopes, newest first. */
export async function history(db: Executor, accountId: number, limit: number): Promise<HistoryItem[]> {
  const rows = await db
    .select({
      dropId: envelopeShares.dropId,
      index: envelopeShares.idx,
      amount: envelopeShares.amount,
      takenAt: envelopeShares.takenAt,
      startsAt: envelopeDrops.startsAt,
      total: envelopeDrops.total,
      shares: envelopeDrops.shares,
    })
    .from(envelopeShares)
    .innerJoin(envelopeDrops, eq(envelopeDrops.id, envelopeShares.dropId))
    .where(eq(envelopeShares.takenBy, accountId))
    .orderBy(desc(envelopeShares.takenAt), desc(envelopeShares.dropId))
    .limit(limit);
  return rows.map((x) => ({
    ...x,
    amount: x.amount.toString(),
    takenAt: x.takenAt!.toISOString(),
    startsAt: x.startsAt.toISOString(),
    total: x.total.toString(),
  }));
}

/** Drops for the operator, newest first, with what was taken and paid. */
export async function listDropsForOps(db: Executor, limit: number, id?: number): Promise<OpsDrop[]> {
  const rows = await listDropTotals(db, limit, id);
  return rows.map((x) => ({
    id: x.id,
    slotKey: x.slot_key,
    startsAt: x.starts_at.toISOString(),
    endsAt: x.ends_at.toISOString(),
    total: x.total,
    shares: x.shares,
    minShare: x.min_share,
    taken: x.taken,
    paid: x.paid,
    seedHash: x.seed_hash,
    createdBy: x.created_by,
  }));
}
