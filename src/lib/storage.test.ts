import { describe, expect, it } from 'vitest';
import { parseFlag, parseLanguage, parseSession, parseTheme, parseToken } from './storage';

describe('persisted state parsing', () => {
  it('accepts only the two lobby languages', () => {
    expect(parseLanguage('vi')).toBe('vi');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('EN')).toBeNull();
    expect(parseLanguage('zh')).toBeNull();
    expect(parseLanguage(null)).toBeNull();
    expect(parseLanguage(42)).toBeNull();
  });

  it('accepts only light or dark themes', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('')).toBeNull();
    expect(parseTheme('"dark"')).toBeNull();
  });

  it('refuses tokens that cannot be server tokens', () => {
    expect(parseToken('a'.repeat(43))).toBe('a'.repeat(43));
    expect(parseToken('short')).toBeNull();
    expect(parseToken('has space in the middle of it')).toBeNull();
    expect(parseToken('<script>alert(1)</script>xxxxxx')).toBeNull();
    expect(parseToken('x'.repeat(513))).toBeNull();
    expect(parseToken(undefined)).toBeNull();
  });

  it('reads flags strictly', () => {
    expect(parseFlag('true')).toBe(true);
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('yes')).toBe(false);
    expect(parseFlag(null)).toBe(false);
  });

  it('builds a session only around a valid token', () => {
    const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
    expect(parseSession(token, 'true')).toEqual({ token, isAgent: true });
    expect(parseSession(token, null)).toEqual({ token, isAgent: false });
    expect(parseSession('', 'true')).toBeNull();
    expect(parseSession(null, 'true')).toBeNull();
  });
});
