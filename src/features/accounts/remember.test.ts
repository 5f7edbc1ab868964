import { describe, expect, it } from 'vitest';
import {
  forgetCookies,
  parseCookies,
  rememberCookies,
  rememberedFrom,
  rememberMaxAgeSeconds,
} from './remember';

describe('parseCookies', () => {
  it('decodes values, skips broken ones, keeps the first of a name', () => {
    const jar = parseCookies('a=1; rm_username=ng%C6%B0%E1%BB%9Di; bad=%E0%A4%A; a=2; =x; flag');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('rm_username')).toBe('người');
    expect(jar.has('bad')).toBe(false);
    expect(jar.size).toBe(2);
  });
});

describe('rememberedFrom', () => {
  it('reads the remembered login details', () => {
    expect(
      rememberedFrom(
        'rm_username=demo; rm_password=Demo%4012345; rm_mobile=0901234567; rm_dialcode=%2B84; other=1',
      ),
    ).toEqual({ username: 'demo', mobile: '0901234567', dialingCode: '+84' });
  });
  it('is null when nothing is remembered and ignores over-long values', () => {
    expect(rememberedFrom('')).toBeNull();
    expect(rememberedFrom(`rm_username=${'x'.repeat(200)}`)).toBeNull();
  });
});

describe('rememberCookies', () => {
  it('sets one day cookies for given fields and expires the rest', () => {
    const cookies = rememberCookies({ username: 'a b;c' }, true);
    expect(cookies).toContain(
      `rm_username=a%20b%3Bc; Max-Age=${rememberMaxAgeSeconds}; Path=/; SameSite=Strict; Secure`,
    );
    // A password is never written, and one left by an earlier build is removed.
    expect(cookies).toContain('rm_password=; Max-Age=0; Path=/; SameSite=Strict; Secure');
    expect(cookies.some((c) => /rm_password=[^;]/.test(c))).toBe(false);
    expect(cookies).toContain('rm_mobile=; Max-Age=0; Path=/; SameSite=Strict; Secure');
    expect(rememberMaxAgeSeconds).toBe(86400);
  });
  it('round-trips through parsing', () => {
    const header = rememberCookies({ username: 'ngọc', mobile: '0901', dialingCode: '+84' }, false)
      .filter((c) => !c.includes('Max-Age=0'))
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(rememberedFrom(header)).toEqual({ username: 'ngọc', mobile: '0901', dialingCode: '+84' });
  });
  it('forgetting expires every cookie', () => {
    expect(forgetCookies(false).every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect(forgetCookies(false)).toHaveLength(4);
    expect(forgetCookies(false)[0]).toMatch(/^rm_password=;/);
  });
});
