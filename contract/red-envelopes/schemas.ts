import { z } from 'zod';
import { MinorUnits, RowId, countParam } from '../primitives';
import { envelope } from '../envelope';
import { ClientRequestId } from '../payments/schemas';
import { DROP_MAX_MINUTES, DROP_MAX_SHARES, dropStates } from './constants';

/**
 * Red envelopes (lì xì, spec sections 1, 2 and 9; decision 058): scheduled drops whose total is
 * split into shares when the drop is created, committed by the published SHA-256 of a server seed
 * that is revealed once the drop has ended. Money in minor units as decimal strings (VND).
 */
export { DROP_MAX_MINUTES, DROP_MAX_SHARES, NIGHTLY_DROP, dropStates, splitShares } from './constants';

const When = z.string().meta({ description: 'ISO 8601 instant' });

export const DropState = z.enum(dropStates).meta({ id: 'DropState' });

/** The member's share of a drop. */
export const MyShare = z
  .object({ dropId: z.number().int(), index: z.number().int(), amount: MinorUnits, takenAt: When })
  .meta({ id: 'RedEnvelopeShare' });
export type MyShare = z.infer<typeof MyShare>;

export const Drop = z
  .object({
    id: z.number().int(),
    state: DropState,
    startsAt: When,
    endsAt: When,
    total: MinorUnits,
    shares: z.number().int(),
    minShare: MinorUnits,
    /** Shares not taken yet. */
    left: z.number().int(),
    /** SHA-256 (hex) of the server seed, published with the drop. */
    seedHash: z.string(),
    clientSeed: z.string(),
    /** The server seed once the drop has ended, else null. */
    serverSeed: z.string().nullable(),
    /** Every share's amount by index once the drop has ended (to compare with a re-derived split), else null. */
    amounts: z.array(MinorUnits).nullable(),
    /** The reader's share (null: none, or a guest). */
    mine: MyShare.nullable(),
  })
  .meta({ id: 'RedEnvelopeDrop' });
export type Drop = z.infer<typeof Drop>;

export const DropsView = z
  .object({
    /** The server's clock, so the countdown does not depend on the phone's. */
    now: When,
    /** The drop open now, else the next one already created, else null. */
    current: Drop.nullable(),
    /** When the nightly schedule's next drop starts (it is created before then). */
    nextScheduledAt: When,
    /** Ended drops, newest first (their seeds revealed). */
    recent: z.array(Drop),
  })
  .meta({ id: 'RedEnvelopeDrops' });
export type DropsView = z.infer<typeof DropsView>;

export const GrabResult = z
  .object({
    share: MyShare,
    /** True when the member had taken this share before (a repeated grab changes nothing). */
    already: z.boolean(),
    /** The main wallet's balance after the grab. */
    balance: MinorUnits,
  })
  .meta({ id: 'RedEnvelopeGrab' });
export type GrabResult = z.infer<typeof GrabResult>;

export const HistoryItem = MyShare.extend({
  startsAt: When,
  total: MinorUnits,
  shares: z.number().int(),
}).meta({
  id: 'RedEnvelopeHistoryItem',
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const DropIdParam = z.object({ id: RowId });
export const HistoryQuery = z.object({ limit: countParam(100, 30) });

/** An operator's drop: from `startsAt` (default now) for `minutes`, the split fixed now. */
export const CreateDropRequest = z
  .object({
    requestId: ClientRequestId,
    startsAt: z.iso.datetime({ offset: true }).optional(),
    minutes: z.number().int().min(1).max(DROP_MAX_MINUTES),
    total: MinorUnits.refine((v) => BigInt(v) > 0n, 'total must be positive'),
    shares: z.number().int().min(1).max(DROP_MAX_SHARES),
    minShare: MinorUnits.refine((v) => BigInt(v) > 0n, 'minShare must be positive'),
  })
  .refine((d) => BigInt(d.total) >= BigInt(d.minShare) * BigInt(d.shares), {
    message: 'total must cover minShare for every share',
    path: ['total'],
  })
  .meta({ id: 'CreateRedEnvelopeDrop' });
export type CreateDropRequest = z.infer<typeof CreateDropRequest>;

export const OpsDrop = z
  .object({
    id: z.number().int(),
    slotKey: z.string(),
    startsAt: When,
    endsAt: When,
    total: MinorUnits,
    shares: z.number().int(),
    minShare: MinorUnits,
    taken: z.number().int(),
    paid: MinorUnits,
    seedHash: z.string(),
    createdBy: z.string(),
  })
  .meta({ id: 'OpsRedEnvelopeDrop' });
export type OpsDrop = z.infer<typeof OpsDrop>;

export const HistoryList = z.object({ list: z.array(HistoryItem) });
export const OpsDropResponse = envelope(OpsDrop);
export const OpsDropListResponse = envelope(z.object({ list: z.array(OpsDrop) }));

/** The calls (paths in contract/red-envelopes/endpoints.ts, decision 064). */
export const redEnvelopesSchemas = {
  drops: { value: DropsView },
  drop: { params: DropIdParam, value: Drop },
  grab: { params: DropIdParam, value: GrabResult },
  history: { query: HistoryQuery, value: HistoryList },
};
export type RedEnvelopesSchemas = typeof redEnvelopesSchemas;
