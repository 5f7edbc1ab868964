import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { NIGHTLY_DROP } from '../../../contract/red-envelopes/constants';
import type { Db, Tx } from '../../db/client';
import { envelopeDrops, envelopeShares } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { hashServerSeed, newServerSeed } from '../../core/money/fairness';
import {
  budgetOf,
  findCampaignByCode,
  runPeriod,
  type Campaign,
  type PeriodHooks,
} from '../../engine/rewards';
import { insertEnvelopeShares } from './red-envelopes.sql';
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
  const existing = await dropOfSlot(tx, plan.slotKey);
  if (existing !== undefined) return { id: existing, created: false };
  if (campaign.status === 'ended') return { id: null, reason: 'ended' };
  const [promised] = await tx
    .select({ sum: sql<string>`coalesce(sum(${envelopeShares.amount}), 0)::text` })
    .from(envelopeShares)
    .innerJoin(envelopeDrops, eq(envelopeDrops.id, envelopeShares.dropId))
    .where(
      and(
        eq(envelopeDrops.campaignId, campaign.id),
        gt(envelopeDrops.endsAt, sql`now()`),
        isNull(envelopeShares.takenBy),
      ),
    );
  const free = (await budgetOf(tx, campaign.id)) - BigInt(promised!.sum);
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
  const [ins] = await tx
    .insert(envelopeDrops)
    .values({
      slotKey: plan.slotKey,
      campaignId: campaign.id,
      startsAt: plan.startsAt,
      endsAt: plan.endsAt,
      total: plan.total,
      shares: plan.shares,
      minShare: plan.minShare,
      serverSeed,
      seedHash: hashServerSeed(serverSeed),
      clientSeed,
      createdBy: actor,
    })
    .onConflictDoNothing({ target: envelopeDrops.slotKey })
    .returning({ id: envelopeDrops.id });
  if (!ins) return { id: (await dropOfSlot(tx, plan.slotKey))!, created: false };
  await insertEnvelopeShares(tx, ins.id, amounts);
  await audit(tx, actor, 'red_envelope.created', `drop:${ins.id}`, { slotKey: plan.slotKey });
  return { id: ins.id, created: true };
}

async function dropOfSlot(tx: Tx, slotKey: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: envelopeDrops.id })
    .from(envelopeDrops)
    .where(eq(envelopeDrops.slotKey, slotKey));
  return row?.id;
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
