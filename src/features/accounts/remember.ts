/**
 * Remember-me (spec sections 4 and 9): the last username and SMS login details are kept in
 * cookies for one day; unticking the box removes them. The password is never stored: a cookie is
 * readable by any script on the page and travels with every request (decision 009). Pure string work here; the cookie jar is
 * touched only by readRemembered/writeRemembered below.
 */

export type Remembered = {
  username?: string;
  mobile?: string;
  dialingCode?: string;
};

const names = {
  username: 'rm_username',
  mobile: 'rm_mobile',
  dialingCode: 'rm_dialcode',
} as const satisfies Record<keyof Remembered, string>;

export const rememberMaxAgeSeconds = 24 * 60 * 60;

/** `a=1; b=2` to a map; values are URI-decoded, broken encodings skipped, first occurrence wins. */
export function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || jar.has(name)) continue;
    try {
      jar.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // Not ours, or edited by hand: ignore.
    }
  }
  return jar;
}

/** What the cookies remember; null when nothing is. Over-long values are ignored. */
export function rememberedFrom(header: string): Remembered | null {
  const jar = parseCookies(header);
  const out: Remembered = {};
  for (const key of Object.keys(names) as (keyof Remembered)[]) {
    const value = jar.get(names[key]);
    if (value && value.length <= 128) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Set-cookie strings for document.cookie: one per field; empty fields are removed. */
export function rememberCookies(data: Remembered, secure: boolean): string[] {
  const attrs = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  // Earlier builds stored the password; every write removes that cookie.
  const legacy = `rm_password=; Max-Age=0${attrs}`;
  return [
    legacy,
    ...(Object.keys(names) as (keyof Remembered)[]).map((key) => {
      const value = data[key];
      return value
        ? `${names[key]}=${encodeURIComponent(value)}; Max-Age=${rememberMaxAgeSeconds}${attrs}`
        : `${names[key]}=; Max-Age=0${attrs}`;
    }),
  ];
}

export function forgetCookies(secure: boolean): string[] {
  return rememberCookies({}, secure);
}

export function readRemembered(): Remembered | null {
  try {
    return rememberedFrom(document.cookie);
  } catch {
    return null;
  }
}

function write(cookies: string[]): void {
  try {
    for (const c of cookies) document.cookie = c;
  } catch {
    // Cookies disabled: nothing is remembered.
  }
}

/** Remembers the given details, keeping what is already remembered for the other login type. */
export function writeRemembered(data: Remembered): void {
  const secure = window.location.protocol === 'https:';
  write(rememberCookies({ ...readRemembered(), ...data }, secure));
}

export function clearRemembered(): void {
  write(forgetCookies(window.location.protocol === 'https:'));
}
