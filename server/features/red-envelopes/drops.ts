import { sql } from 'drizzle-orm';
import { NIGHTLY_DROP } from '../../../contract/red-envelope-constants';
import type { Db, Tx } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { hashServerSeed, newServerSeed } from '../../lib/fairness';
import { budgetOf, findCampaignByCode, runPeriod, type Campaign, type PeriodHooks } from '../rewards';
import { nightlySlot } from './schedule';
import { ENVELOPE_CAMPAIGN } from './seed';
import { dropSplit } from './split';

export type DropPlan = {
  slotKey: string;
  startsAt: Date;
  endsAt: Date;
  total: bigint;
  shares: number;
  minShare: bigint;
};

export type Created = { id: number; created: boolean } | { id: null; reason: 'budget' | 'ended' };

/**
 * Create a drop with its shares (decision 058): a fresh server seed, its hash published at once,
 * the split derived from it and written now. The campaign's budget must cover this total plus
 * what the untaken shares of drops still to end may pay; else no drop is created (an audit row
 * says why). A second creation of the same slot key finds the first (`created` false).
 */
export async function createDrop(tx: Tx, campaign: Campaign, plan: DropPlan, actor: Actor): Promise<Created> {
  const existing = await tx.execute<{ id: number }>(
    sql`SELECT id FROM envelope_drops WHERE slot_key = ${plan.slotKey}`,
  );
  if (existing.rows[0]) return { id: Number(existing.rows[0].id), created: false };
  if (campaign.status === 'ended') return { id: null, reason: 'ended' };
  const promised = await tx.execute<{ sum: string }>(sql`
    SELECT coalesce(sum(s.amount), 0)::text AS sum FROM envelope_shares s JOIN envelope_drops d ON d.id = s.drop_id
    WHERE d.campaign_id = ${campaign.id} AND d.ends_at > now() AND s.taken_by IS NULL`);
  const free = (await budgetOf(tx, campaign.id)) - BigInt(promised.rows[0]!.sum);
  if (free < plan.total) {
    await audit(tx, actor, 'red_envelope.skipped', plan.slotKey, {
      reason: 'budget',
      free: free.toString(),
      total: plan.total.toString(),
    });
    return { id: null, reason: 'budget' };
  }
  const serverSeed = newServerSeed();
  const clientSeed = plan.slotKey;
  const amounts = dropSplit({ ...plan, serverSeed, clientSeed });
  const ins = await tx.execute<{ id: number }>(sql`
    INSERT INTO envelope_drops (slot_key, campaign_id, starts_at, ends_at, total, shares, min_share,
      server_seed, seed_hash, client_seed, created_by)
    VALUES (${plan.slotKey}, ${campaign.id}, ${plan.startsAt.toISOString()}, ${plan.endsAt.toISOString()},
      ${plan.total.toString()}::bigint, ${plan.shares}, ${plan.minShare.toString()}::bigint,
      ${serverSeed}, ${hashServerSeed(serverSeed)}, ${clientSeed}, ${actor})
    ON CONFLICT (slot_key) DO NOTHING RETURNING id`);
  const id = ins.rows[0]?.id;
  if (id === undefined) {
    const twin = await tx.execute<{ id: number }>(
      sql`SELECT id FROM envelope_drops WHERE slot_key = ${plan.slotKey}`,
    );
    return { id: Number(twin.rows[0]!.id), created: false };
  }
  await tx.execute(sql`
    INSERT INTO envelope_shares (drop_id, idx, amount)
    SELECT ${id}, t.i - 1, t.a FROM unnest(${`{${amounts.join(',')}}`}::bigint[]) WITH ORDINALITY AS t(a, i)`);
  await audit(tx, actor, 'red_envelope.created', `drop:${id}`, { slotKey: plan.slotKey });
  return { id: Number(id), created: true };
}

/** The nightly schedule's job name for runPeriod (one run per slot across nodes). */
export const NIGHTLY_JOB = 'red_envelope';

/**
 * Create the nightly drop ahead (decision 058): exactly once per slot across nodes, by the rewards
 * engine's runPeriod (lock + marker; a crash rolls the drop back with the marker and the next tick
 * starts over). `lastDone` spares the database a transaction on every tick once the slot is done.
 */
export function nightlyDrops(hooks: PeriodHooks = {}) {
  let lastDone: string | null = null;
  return async (db: Db, now: Date) => {
    const slot = nightlySlot(now);
    if (slot.key === lastDone) return 'already';
    const outcome = await runPeriod(
      db,
      NIGHTLY_JOB,
      slot.key,
      async (tx, h) => {
        const campaign = await findCampaignByCode(tx, ENVELOPE_CAMPAIGN);
        if (!campaign) return 0;
        const made = await createDrop(
          tx,
          campaign,
          {
            slotKey: slot.key,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            total: NIGHTLY_DROP.total,
            shares: NIGHTLY_DROP.shares,
            minShare: NIGHTLY_DROP.minShare,
          },
          'system:schedule',
        );
        await h.afterItem?.(1);
        return made.id === null ? 0 : 1;
      },
      hooks,
    );
    if (outcome !== 'busy') lastDone = slot.key;
    return outcome;
  };
}
