import type { Language } from '../../contract/common';

/**
 * Browser storage, read defensively: storage can throw (private mode, quota, disabled cookies)
 * and anything read back may have been edited by hand, so every value is parsed before use.
 */

export type Theme = 'light' | 'dark';
export type StoredSession = { token: string; isAgent: boolean };

const languageSet: ReadonlySet<string> = new Set<Language>(['vi', 'en']);
// Tokens are opaque server-issued strings; refuse anything that could not be one.
const tokenPattern = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function parseLanguage(raw: unknown): Language | null {
  if (typeof raw !== 'string') return null;
  return languageSet.has(raw) ? (raw as Language) : null;
}

export function parseTheme(raw: unknown): Theme | null {
  return raw === 'light' || raw === 'dark' ? raw : null;
}

export function parseToken(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  return tokenPattern.test(raw) ? raw : null;
}

export function parseFlag(raw: unknown): boolean {
  return raw === 'true' || raw === '1';
}

export function parseSession(token: unknown, isAgent: unknown): StoredSession | null {
  const valid = parseToken(token);
  if (!valid) return null;
  return { token: valid, isAgent: parseFlag(isAgent) };
}

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStore(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStore(kind: Area, key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working for this visit, it just forgets.
  }
}
