import type { Language } from '../../contract/common';
import type { GameTile, Lane } from '../../contract/games/schemas';

/**
 * Browser storage: every key of the app (spec section 3) with its parser, in this one module
 * (decision 003). Code elsewhere reads and writes through `read(area, key)` and
 * `write(area, key, value)`, typed by key, so a key not listed here does not compile. Storage can
 * throw (private mode, quota, disabled cookies) and anything read back may have been edited by
 * hand: a missing, stale or tampered value parses to the key's default (null or false), never to
 * an error.
 *
 * Why this shape (decision 052): the lobby's entry chunk carries this module, so at run time it
 * holds only what runs: the parsers of the keys that need one, by key. The keys kept as the text
 * they hold are listed as types, which cost nothing. The parsers are hand-written, not zod, because
 * zod must stay out of the entry (decisions 008 and 031).
 */

export type Theme = 'light' | 'dark';
export type StoredSession = { token: string; isAgent: boolean };

// Tokens are opaque server-issued strings; refuse anything that could not be one.
const tokenPattern = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function parseLanguage(raw: unknown): Language | null {
  return raw === 'vi' || raw === 'en' ? raw : null;
}

export function parseTheme(raw: unknown): Theme | null {
  return raw === 'light' || raw === 'dark' ? raw : null;
}

export function parseToken(raw: string | null | undefined): string | null {
  return raw && tokenPattern.test(raw) ? raw : null;
}

export function parseFlag(raw: unknown): boolean {
  return raw === 'true' || raw === '1';
}

export type StoreArea = 'local' | 'session';

type Parser = (raw: string | null) => unknown;

/** A JSON list whose every item is an object passing `check`; anything else (or broken JSON) is null. */
function listOf<T>(check: (item: Record<string, unknown>) => boolean) {
  return (raw: string | null): T[] | null => {
    try {
      const value: unknown = JSON.parse(raw ?? '');
      return Array.isArray(value) && value.every((v) => typeof v === 'object' && v && check(v))
        ? value
        : null;
    } catch {
      return null;
    }
  };
}

const tiles = listOf<GameTile>((g) => typeof g.nodeId === 'number');
const lanes = listOf<Lane>((l) => Array.isArray(l.cards));

/**
 * The parsers, by key (a key names one value in one storage area; the two lists below say which).
 * Hot games and vendor lanes are stored per language as `hotGames:vi`, `gameVendor:en`...: the
 * part before the colon finds the parser.
 */
const parsers = {
  // ---- session storage: ends with the tab, so a shared phone forgets the login (spec section 4)
  /** The login token; null unless shaped like a server token. */
  token: parseToken,
  isAgent: parseFlag,
  /** Type 4 (spec section 9), known before member info arrives so a reload keeps it. */
  isTrial: parseFlag,
  /** Shown at once, then refreshed (spec section 4). */
  hotGames: tiles,
  gameVendor: lanes,
  // ---- local storage: this device's choices. index.html's inline script reads theme, lang, hisLang by name.
  lang: parseLanguage,
  /** The language as the old site stored it; read after `lang`. */
  hisLang: parseLanguage,
  theme: parseTheme,
  balanceHidden: (raw: string | null) => raw === 'true',
  /** How many nav entries followed home last time (the places held while the strip loads). */
  navCount: (raw: string | null) => {
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 && n < 40 ? n : null;
  },
} satisfies Record<string, Parser>;

type Parsed = typeof parsers;
type PerLanguage = `${'hotGames' | 'gameVendor'}:${Language}`;

/** The keys of each area: parsed ones from the table above, and those kept as the text they hold. */
type Keys = {
  session:
    | 'token'
    | 'isAgent'
    | 'isTrial'
    | PerLanguage
    /** A closed announcement popup ('1'), members and guests apart. */
    | 'announcementPopupSeenMember'
    | 'announcementPopupSeenGuest'
    | 'nickname'
    | 'account'
    | 'username'
    | 'customerId'
    /** The forced password change of an earlier login (spec section 4); only ever cleared now. */
    | 'cpw'
    /** The merchant codes: they survive a logout (spec section 4). */
    | 'merchant'
    | 'merchantCode'
    /** The operator console's key (decision 039): this tab only; closing it signs the operator out. */
    | 'opsKey';
  local:
    | 'lang'
    | 'hisLang'
    | 'theme'
    | 'balanceHidden'
    | 'navCount'
    /** The day (`dayOf`) the announcement popup last showed, members and guests apart. */
    | 'announcementPopupDayMember'
    | 'announcementPopupDayGuest'
    /** This install's random id for reward claims (contract DeviceId; checked in rewards/device-id.ts). */
    | 'rewardsDevice'
    /** A chat guest's token, kept so the chat survives a reload (decision 039). */
    | 'chatGuest';
};

export type StoredKey<A extends StoreArea> = Keys[A];
type ParserName<K> = K extends `${infer P}:${string}` ? P : K;
export type StoredValue<K> =
  ParserName<K> extends keyof Parsed ? ReturnType<Parsed[ParserName<K>]> : string | null;

function area(kind: StoreArea): Storage | null {
  return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
}

/** The stored value, parsed: the key's default when absent, unreadable or not valid. */
export function read<A extends StoreArea, K extends StoredKey<A>>(kind: A, key: K): StoredValue<K> {
  let raw: string | null = null;
  try {
    raw = area(kind)?.getItem(key) ?? null;
  } catch {
    // Storage disabled: the default.
  }
  const parse = (parsers as Record<string, Parser>)[key.split(':')[0]!];
  return (parse ? parse(raw) : raw) as StoredValue<K>;
}

/** Stores a value (strings as they are, anything else as JSON); null removes the key. */
export function write<A extends StoreArea, K extends StoredKey<A>>(
  kind: A,
  key: K,
  value: NonNullable<StoredValue<K>> | null,
): void {
  try {
    const store = area(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working for this visit, it just forgets.
  }
}
