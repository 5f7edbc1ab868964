import { splitShares } from '../../../contract/red-envelopes/constants';

/**
 * The member's own check of an ended drop (decision 058), in the browser with Web Crypto, trusting
 * nothing the server computed: the revealed seed's SHA-256 against the hash published with the
 * drop, and the split re-derived from the seed (the HMAC stream of server/core/money/fairness.ts, nonce 0)
 * against the shares the drop paid.
 */
export type Verdict = { hashMatches: boolean; splitMatches: boolean; derived: bigint[] };

const hex = (buf: ArrayBuffer) =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
const bytes = (text: string) => new TextEncoder().encode(text);

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes(text)));
}

/** One 32-bit word per share: 8 per HMAC-SHA256 block, blocks `${clientSeed}:0`, then `${clientSeed}:0:${k}`. */
export async function dropWords(serverSeed: string, clientSeed: string, count: number): Promise<number[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    bytes(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const words: number[] = [];
  for (let block = 0; words.length < count; block++) {
    const message = block === 0 ? `${clientSeed}:0` : `${clientSeed}:0:${block}`;
    const view = new DataView(await crypto.subtle.sign('HMAC', key, bytes(message)));
    for (let i = 0; i + 4 <= view.byteLength && words.length < count; i += 4) words.push(view.getUint32(i));
  }
  return words;
}

export async function verifyDrop(d: {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  shares: number;
  total: string;
  minShare: string;
  amounts: string[];
}): Promise<Verdict> {
  const hashMatches = (await sha256Hex(d.serverSeed)) === d.seedHash;
  const words = await dropWords(d.serverSeed, d.clientSeed, d.shares);
  const derived = splitShares(words, BigInt(d.total), BigInt(d.minShare));
  const splitMatches =
    derived.length === d.amounts.length && derived.every((a, i) => a.toString() === d.amounts[i]);
  return { hashMatches, splitMatches, derived };
}
