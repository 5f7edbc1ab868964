import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair outcomes (ADR 012). A round's randomness is HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}`); when an engine needs more than the 8 numbers one digest gives,
 * block k > 0 is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`). Each 4 bytes become one
 * float in [0, 1) (big-endian, divided by 2^32), so the same seeds and nonce always give the same
 * result and anyone holding the revealed server seed can recompute it.
 */

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');
export const hashServerSeed = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** `count` floats in [0, 1) for one round. */
export function roundFloats({ serverSeed, clientSeed, nonce }: Seeds, count: number): number[] {
  const out: number[] = [];
  for (let block = 0; out.length < count; block++) {
    const message = block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`;
    const digest = createHmac('sha256', serverSeed).update(message).digest();
    for (let i = 0; i + 4 <= digest.length && out.length < count; i += 4)
      out.push(digest.readUInt32BE(i) / 2 ** 32);
  }
  return out;
}

/** An integer in [0, n) from a float in [0, 1). */
export const pick = (float: number, n: number) => Math.floor(float * n);
