import { splitShares } from '../../../contract/red-envelopes/constants';
import { roundFloats } from '../../core/money/fairness';

/**
 * A drop's 32-bit words (one per share) from its seeds: the house games' HMAC stream with nonce 0
 * (server/core/money/fairness.ts), each float times 2^32 giving back its exact 4 bytes.
 */
export const dropWords = (serverSeed: string, clientSeed: string, shares: number) =>
  roundFloats({ serverSeed, clientSeed, nonce: 0 }, shares).map((f) => f * 2 ** 32);

/** The shares of a drop, as its revealed seed re-derives them (decision 058). */
export const dropSplit = (d: {
  serverSeed: string;
  clientSeed: string;
  shares: number;
  total: bigint;
  minShare: bigint;
}) => splitShares(dropWords(d.serverSeed, d.clientSeed, d.shares), d.total, d.minShare);
