import { z } from 'zod';

/*
 * What a player sees of a provably fair seed pair (ADR 012), the same for the house games and the
 * lucky draws. Builders rather than schemas, so each caller keeps its own OpenAPI component id
 * (HouseFairness, LuckyFairness, ...) and the published document does not change.
 */

/** The active pair: SHA-256 (hex) of the server seed, shown before any round or draw uses it. */
export const fairnessSchema = (id: string) =>
  z
    .object({
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      /** The nonce of the next round or draw. */
      nonce: z.number().int(),
    })
    .meta({ id });

/** A retired pair, revealed: callers add how many rounds or draws it served. */
export const revealedSeedShape = () => ({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
