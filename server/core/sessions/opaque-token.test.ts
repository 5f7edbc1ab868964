import { describe, expect, it } from 'vitest';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

describe('opaque tokens', () => {
  it('are 32 random bytes as base64url, different each time', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(token);
  });

  it('hash to lowercase SHA-256 hex, the format stored hashes already have', () => {
    // SHA-256("abc"), FIPS 180-2 test vector.
    expect(hashOpaqueToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newOpaqueToken();
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
    expect(hashOpaqueToken(token)).not.toBe(hashOpaqueToken(newOpaqueToken()));
  });
});
