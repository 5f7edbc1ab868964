import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `${timestamp}.${nonce}.${rawBody}`: what X-Signature carries. */
export function signSeamless(secret: string, timestamp: string, nonce: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');
}

/** Constant-time check of a hex signature; false for anything malformed. */
export function verifySeamless(
  secret: string,
  timestamp: string,
  nonce: string,
  rawBody: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSeamless(secret, timestamp, nonce, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True when any of `keys` (current, then a previous one during a rotation) signed it. */
export const verifyWithAnyKey = (
  keys: readonly string[],
  timestamp: string,
  nonce: string,
  rawBody: string,
  signature: string,
) => keys.some((key) => verifySeamless(key, timestamp, nonce, rawBody, signature));

/** X-Timestamp: milliseconds since the epoch, within `skewMs` of `now`. */
export function timestampFresh(timestamp: string, now: number, skewMs: number): boolean {
  if (!/^[0-9]{1,15}$/.test(timestamp)) return false;
  return Math.abs(now - Number(timestamp)) <= skewMs;
}
