import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signSeamless, timestampFresh, verifySeamless } from './signature';

const secret = 'a'.repeat(64);

describe('seamless request signing', () => {
  it('is the hex HMAC-SHA256 of timestamp.nonce.body', () => {
    const expected = createHmac('sha256', secret).update('1700000000000.abcdefgh.{"a":1}').digest('hex');
    expect(signSeamless(secret, '1700000000000', 'abcdefgh', '{"a":1}')).toBe(expected);
  });

  it('verifies its own signature, in either hex case', () => {
    const sig = signSeamless(secret, '1', 'nonce-123', 'body');
    expect(verifySeamless(secret, '1', 'nonce-123', 'body', sig)).toBe(true);
    expect(verifySeamless(secret, '1', 'nonce-123', 'body', sig.toUpperCase())).toBe(true);
  });

  it('refuses any change of body, timestamp, nonce or key, and malformed signatures', () => {
    const sig = signSeamless(secret, '1', 'nonce-123', 'body');
    expect(verifySeamless(secret, '1', 'nonce-123', 'body ', sig)).toBe(false);
    expect(verifySeamless(secret, '2', 'nonce-123', 'body', sig)).toBe(false);
    expect(verifySeamless(secret, '1', 'nonce-124', 'body', sig)).toBe(false);
    expect(verifySeamless('b'.repeat(64), '1', 'nonce-123', 'body', sig)).toBe(false);
    for (const bad of ['', sig.slice(2), `${sig}00`, 'z'.repeat(64)])
      expect(verifySeamless(secret, '1', 'nonce-123', 'body', bad)).toBe(false);
  });

  it('accepts timestamps within the skew only', () => {
    expect(timestampFresh('100000', 100_000, 30_000)).toBe(true);
    expect(timestampFresh('130000', 100_000, 30_000)).toBe(true);
    expect(timestampFresh('130001', 100_000, 30_000)).toBe(false);
    expect(timestampFresh('69999', 100_000, 30_000)).toBe(false);
    for (const bad of ['', 'abc', '1e5', '-1', '1'.repeat(16)])
      expect(timestampFresh(bad, 100_000, 30_000)).toBe(false);
  });
});
