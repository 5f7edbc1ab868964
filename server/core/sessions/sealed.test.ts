import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed';

describe('sealed secrets', () => {
  const sealer = createSealer(randomBytes(32));

  it('opens what it sealed, under the same context only', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'totp:7');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(sealed, 'totp:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => sealer.open(sealed, 'totp:8')).toThrow();
  });

  it('uses a fresh IV each time, so equal secrets do not look equal', () => {
    expect(sealer.seal('same', 'c')).not.toBe(sealer.seal('same', 'c'));
  });

  it('refuses a changed byte, a truncated value and another key', () => {
    const sealed = sealer.seal('secret', 'c');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => sealer.open(`v1.${raw.toString('base64url')}`, 'c')).toThrow();
    expect(() => sealer.open('v1.AAAA', 'c')).toThrow(/truncated/);
    expect(() => createSealer(randomBytes(32)).open(sealed, 'c')).toThrow();
  });

  it('passes a value from before sealing through unchanged', () => {
    expect(sealer.open('JBSWY3DPEHPK3PXP', 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('wants a 32-byte key', () => {
    expect(() => createSealer(randomBytes(16))).toThrow(/32 bytes/);
  });
});
