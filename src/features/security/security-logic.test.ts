import { describe, expect, it } from 'vitest';
import type { SecurityOverview } from '../../../contract/security/schemas';
import { formatLocalDateTime } from '../../lib/time';
import {
  authenticatorLink,
  describeDevice,
  groupSecret,
  historyRows,
  isSixDigitCode,
  methodOptions,
  selectableMethods,
} from './security-logic';

const overview = (over: Partial<SecurityOverview> = {}): SecurityOverview => ({
  hasPaymentPassword: false,
  totpBound: false,
  mobile: null,
  email: null,
  payeeBound: false,
  secondStepMethod: 'email',
  ...over,
});

describe('authenticator key', () => {
  it('groups the key by four for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('jbsw y3dp==')).toBe('JBSW Y3DP');
    expect(groupSecret('')).toBe('');
  });

  it('links only otpauth://totp/ addresses', () => {
    const url = 'otpauth://totp/Lobby:demo?issuer=Lobby&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1';
    expect(authenticatorLink(url)).toBe(url);
    expect(authenticatorLink('javascript:alert(1)')).toBeNull();
    expect(authenticatorLink('https://example.test/otpauth://totp/')).toBeNull();
    expect(authenticatorLink('otpauth://hotp/x?secret=A')).toBeNull();
    expect(authenticatorLink('')).toBeNull();
    expect(authenticatorLink(null)).toBeNull();
  });

  it('accepts six digits, with stray spaces', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    expect(isSixDigitCode('123 456')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('12345a')).toBe(false);
    expect(isSixDigitCode('1234567')).toBe(false);
  });
});

describe('second-step methods', () => {
  it('offers only what is bound, in the spec order, marking the current one', () => {
    const o = overview({ email: 'd***@example.test', totpBound: true, secondStepMethod: 'totp' });
    expect(selectableMethods(o)).toEqual(['email', 'totp']);
    expect(methodOptions(o)).toEqual([
      { method: 'sms', bound: false, selected: false },
      { method: 'email', bound: true, selected: false },
      { method: 'totp', bound: true, selected: true },
      { method: 'payee', bound: false, selected: false },
    ]);
  });

  it('a phone makes sms selectable and a payee name makes payee selectable', () => {
    expect(selectableMethods(overview({ mobile: '+84 90****567', payeeBound: true }))).toEqual([
      'sms',
      'payee',
    ]);
  });

  it('nothing bound: nothing to choose', () => {
    expect(selectableMethods(overview())).toEqual([]);
  });
});

describe('login history', () => {
  it('names common browsers and systems', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge · Windows');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox · Linux',
    );
  });

  it('shows an unknown agent cut short, and no agent as null', () => {
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice('x'.repeat(60))).toBe(`${'x'.repeat(39)}…`);
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice('  ')).toBeNull();
  });

  it('turns entries into rows in local time with the GMT offset', () => {
    const rows = historyRows([
      { at: '2026-11-20T10:15:00.000Z', ip: '127.0.0.1', userAgent: null, success: true, method: 'password' },
      { at: 'not a time', ip: '10.0.0.2', userAgent: 'curl/8', success: false, method: 'sms' },
    ]);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', device: null, success: true, method: 'password' });
    expect(rows[0]?.time).toBe(formatLocalDateTime('2026-11-20T10:15:00.000Z'));
    expect(rows[0]?.time).toMatch(/^2026\/11\/2\d \d\d:\d\d GMT[+-]\d/);
    expect(rows[1]).toMatchObject({ time: 'not a time', device: 'curl/8', success: false });
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});
