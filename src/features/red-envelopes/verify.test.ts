import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { splitShares } from '../../../contract/red-envelopes/constants';
import { dropWords, verifyDrop } from './verify';

/** The server's stream (server/core/money/fairness.ts roundFloats × 2^32), written out with node:crypto. */
function nodeWords(serverSeed: string, clientSeed: string, count: number) {
  const out: number[] = [];
  for (let block = 0; out.length < count; block++) {
    const message = block === 0 ? `${clientSeed}:0` : `${clientSeed}:0:${block}`;
    const digest = createHmac('sha256', serverSeed).update(message).digest();
    for (let i = 0; i + 4 <= digest.length && out.length < count; i += 4) out.push(digest.readUInt32BE(i));
  }
  return out;
}

const seed = 'a3f1c09e5b7d4e2f8a6b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f';

describe('the browser check of a drop', () => {
  it('derives the same words as the server over several HMAC blocks', async () => {
    expect(await dropWords(seed, 'nightly:2026-11-24', 100)).toEqual(
      nodeWords(seed, 'nightly:2026-11-24', 100),
    );
  });

  it('accepts the drop its seed derives and refuses a changed share or a wrong hash', async () => {
    const amounts = splitShares(nodeWords(seed, 'ops:x', 12), 1_000_000n, 10_000n).map(String);
    const drop = {
      serverSeed: seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      clientSeed: 'ops:x',
      shares: 12,
      total: '1000000',
      minShare: '10000',
      amounts,
    };
    expect(await verifyDrop(drop)).toMatchObject({ hashMatches: true, splitMatches: true });
    const moved = [...amounts];
    moved[0] = String(BigInt(moved[0]!) + 1n);
    moved[1] = String(BigInt(moved[1]!) - 1n);
    expect(await verifyDrop({ ...drop, amounts: moved })).toMatchObject({
      hashMatches: true,
      splitMatches: false,
    });
    expect(await verifyDrop({ ...drop, seedHash: '0'.repeat(64) })).toMatchObject({ hashMatches: false });
  });
});
