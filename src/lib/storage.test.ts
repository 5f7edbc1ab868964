import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFlag, parseLanguage, parseTheme, parseToken, read, write } from './storage';

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
    expect(parseToken(null)).toBeNull();
  });

  it('reads flags strictly', () => {
    expect(parseFlag('true')).toBe(true);
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('yes')).toBe(false);
    expect(parseFlag(null)).toBe(false);
  });
});

/** A Storage in memory, as the browser's, for node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('read and write by key', () => {
  let local: Storage;
  let session: Storage;
  beforeEach(() => {
    local = memoryStorage();
    session = memoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads what it wrote, in the format the site has always stored', () => {
    const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
    write('session', 'token', token);
    write('session', 'isAgent', true);
    write('session', 'customerId', '42');
    write('local', 'navCount', 12);
    write('local', 'lang', 'en');
    write('local', 'balanceHidden', false);
    write('session', 'hotGames:en', [{ nodeId: 7 } as never]);
    expect(session.getItem('token')).toBe(token);
    expect(session.getItem('isAgent')).toBe('true');
    expect(session.getItem('customerId')).toBe('42');
    expect(local.getItem('navCount')).toBe('12');
    expect(local.getItem('lang')).toBe('en');
    expect(local.getItem('balanceHidden')).toBe('false');
    expect(session.getItem('hotGames:en')).toBe('[{"nodeId":7}]');
    expect(read('session', 'token')).toBe(token);
    expect(read('session', 'isAgent')).toBe(true);
    expect(read('session', 'customerId')).toBe('42');
    expect(read('local', 'navCount')).toBe(12);
    expect(read('local', 'balanceHidden')).toBe(false);
    expect(read('session', 'hotGames:en')).toEqual([{ nodeId: 7 }]);
    expect(read('session', 'hotGames:vi')).toBeNull();
    write('session', 'token', null);
    expect(session.getItem('token')).toBeNull();
  });

  it('gives the default for a missing, tampered or stale value', () => {
    session.setItem('token', '<script>alert(1)</script>xxxxxx');
    session.setItem('isAgent', 'yes');
    session.setItem('gameVendor:vi', '{"broken');
    session.setItem('gameVendor:en', '[{"cards":{}}]');
    session.setItem('hotGames:vi', '[{"nodeId":"7"}]');
    session.setItem('hotGames:en', '[null]');
    local.setItem('navCount', '99');
    local.setItem('theme', 'blue');
    local.setItem('lang', 'zh');
    local.setItem('balanceHidden', '1');
    expect(read('session', 'token')).toBeNull();
    expect(read('session', 'isAgent')).toBe(false);
    expect(read('session', 'isTrial')).toBe(false);
    expect(read('session', 'gameVendor:vi')).toBeNull();
    expect(read('session', 'gameVendor:en')).toBeNull();
    expect(read('session', 'hotGames:vi')).toBeNull();
    expect(read('session', 'hotGames:en')).toBeNull();
    expect(read('local', 'navCount')).toBeNull();
    expect(read('local', 'theme')).toBeNull();
    expect(read('local', 'lang')).toBeNull();
    expect(read('local', 'balanceHidden')).toBe(false);
    expect(read('session', 'nickname')).toBeNull();
  });

  it('reads defaults and forgets quietly when storage throws (private mode, disabled, full)', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    vi.stubGlobal('localStorage', broken);
    expect(read('local', 'lang')).toBeNull();
    expect(read('local', 'balanceHidden')).toBe(false);
    expect(() => write('local', 'lang', 'en')).not.toThrow();
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(read('session', 'token')).toBeNull();
      expect(() => write('session', 'token', null)).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('refuses at compile time a key the catalogue does not list', () => {
    // @ts-expect-error: not a storage key of the app
    expect(read('session', 'tokne')).toBeNull();
    // @ts-expect-error: lang lives in local storage, not session storage
    write('session', 'lang', 'vi');
    // @ts-expect-error: the value of navCount is a number
    write('local', 'navCount', 'twelve');
  });
});

describe('storage keys', () => {
  it("keeps the names index.html's inline script reads before first paint", () => {
    const boot = fs.readFileSync(path.resolve('index.html'), 'utf8');
    for (const key of ['theme', 'lang', 'hisLang'] as const) {
      expect(boot).toContain(`localStorage.getItem('${key}')`);
      // The same names are keys of local storage in the catalogue (this line does not compile otherwise).
      expect(read('local', key)).toBeNull();
    }
  });

  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sources(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    });
  }

  it('no module but lib/storage.ts touches browser storage by key', () => {
    const src = path.resolve('src');
    const offenders = sources(src)
      .filter((f) => path.relative(src, f) !== path.join('lib', 'storage.ts'))
      .filter((f) =>
        /(local|session)Storage\s*[.[]\s*['"]?(getItem|setItem|removeItem)/.test(fs.readFileSync(f, 'utf8')),
      )
      .map((f) => path.relative(src, f));
    expect(offenders).toEqual([]);
  });
});
