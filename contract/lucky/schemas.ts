import { z } from 'zod';
import { Digits, countParam } from '../primitives';
import { LanguageQuery } from '../common';
import { fairnessSchema, revealedSeedShape } from '../fairness';
import { ClientRequestId } from '../payments/schemas';
import { CLIENT_SEED, luckyGames, prizeKinds } from './constants';

/**
 * The prize wheel and the golden egg (spec sections 1-2; decisions 056-057): draws paid with
 * tickets from a published prize table, provably fair like the house games (ADR 012). Amounts of
 * money are minor units as decimal strings (VND); points and tickets are decimal strings too.
 */
export { luckyGames, prizeKinds, ticketCurrencies } from './constants';

const When = z.string().meta({ description: 'ISO 8601 instant' });
const Hex = z.string().regex(/^[0-9a-f]{64}$/);
const ClientSeed = z.string().regex(CLIENT_SEED);

export const LuckyGame = z.enum(luckyGames).meta({ id: 'LuckyGame' });
export const PrizeKind = z.enum(prizeKinds).meta({ id: 'LuckyPrizeKind' });
export const GameParam = z.object({ game: LuckyGame });

export const LuckyPrize = z
  .object({
    id: z.number().int(),
    kind: PrizeKind,
    /** Minor units (cash), points, or tickets; "0" for none. */
    amount: Digits,
    /** kind ticket: which game's tickets. */
    ticketGame: LuckyGame.nullable(),
    name: z.string(),
    weight: z.number().int(),
  })
  .meta({ id: 'LuckyPrize' });
export type LuckyPrize = z.infer<typeof LuckyPrize>;

export const LuckyFairness = fairnessSchema('LuckyFairness');
export type LuckyFairness = z.infer<typeof LuckyFairness>;

export const LuckyState = z
  .object({
    game: LuckyGame,
    /** The published table in order (the wheel's segments clockwise); odds = weight / sum. */
    prizes: z.array(LuckyPrize),
    tickets: Digits,
    fairness: LuckyFairness,
    /** False when the prize pool cannot pay the table's largest cash prize: draws wait. */
    open: z.boolean(),
    /** The cash prizes' turnover: valid bet = multiple x the amount before withdrawal. */
    wageringMultiple: z.number().int().nullable(),
  })
  .meta({ id: 'LuckyState' });
export type LuckyState = z.infer<typeof LuckyState>;

export const DrawRequest = z.object({ requestId: ClientRequestId }).meta({ id: 'LuckyDrawRequest' });
export type DrawRequest = z.infer<typeof DrawRequest>;

/** One draw with what anyone needs to recompute it once its server seed is revealed. */
export const LuckyDraw = z
  .object({
    id: z.number().int(),
    game: LuckyGame,
    prizeId: z.number().int(),
    kind: PrizeKind,
    amount: Digits,
    ticketGame: LuckyGame.nullable(),
    name: z.string(),
    /** The table drawn from: prize ids and weights in order; `drawn` indexes them. */
    prizeIds: z.array(z.number().int()),
    weights: z.array(z.number().int()),
    drawn: z.number().int(),
    serverSeedHash: z.string(),
    /** Null until the member rotates the seed pair. */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    grantId: z.number().int().nullable(),
    at: When,
  })
  .meta({ id: 'LuckyDraw' });
export type LuckyDraw = z.infer<typeof LuckyDraw>;

export const DrawResult = z
  .object({
    draw: LuckyDraw,
    tickets: Digits,
    /** The main wallet after it (a cash prize raises it). */
    balance: Digits,
    points: Digits,
    fairness: LuckyFairness,
  })
  .meta({ id: 'LuckyDrawResult' });
export type DrawResult = z.infer<typeof DrawResult>;

export const DrawsQuery = LanguageQuery.extend({
  limit: countParam(50, 20),
});
export const LuckyDrawList = z.object({ list: z.array(LuckyDraw) }).meta({ id: 'LuckyDrawList' });

export const LuckyClientSeedBody = z.object({ clientSeed: ClientSeed }).meta({ id: 'LuckyClientSeed' });
export const LuckyRotateResult = z
  .object({
    revealed: z.object({ ...revealedSeedShape(), draws: z.number().int() }),
    fairness: LuckyFairness,
  })
  .meta({ id: 'LuckyRotateResult' });
export type LuckyRotateResult = z.infer<typeof LuckyRotateResult>;

export const VerifyDrawRequest = z
  .object({
    serverSeed: Hex,
    clientSeed: ClientSeed,
    nonce: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    weights: z.array(z.number().int().min(1).max(1_000_000)).min(1).max(100),
  })
  .meta({ id: 'LuckyVerifyRequest' });
export type VerifyDrawRequest = z.infer<typeof VerifyDrawRequest>;
export const VerifiedDraw = z
  .object({
    serverSeedHash: z.string(),
    /** The float in [0, 1) from the seeds, and the weight ticket it lands on. */
    roll: z.number(),
    ticket: z.number().int(),
    drawn: z.number().int(),
  })
  .meta({ id: 'LuckyVerified' });
export type VerifiedDraw = z.infer<typeof VerifiedDraw>;

/** The calls (paths in contract/lucky/endpoints.ts, decision 064). */
const GameInput = { params: GameParam, query: LanguageQuery };
export const luckySchemas = {
  game: { ...GameInput, value: LuckyState },
  draw: { ...GameInput, body: DrawRequest, value: DrawResult },
  draws: { params: GameParam, query: DrawsQuery, value: LuckyDrawList },
  clientSeed: { params: GameParam, body: LuckyClientSeedBody, value: LuckyFairness },
  rotate: { params: GameParam, value: LuckyRotateResult },
  verify: { body: VerifyDrawRequest, value: VerifiedDraw },
};
export type LuckySchemas = typeof luckySchemas;
