/**
 * Only http(s) links from the server may be opened: a `javascript:` or `data:` URL in site data
 * would otherwise run in our origin. Relative paths resolve against the current origin.
 */
export function safeExternalUrl(raw: unknown, base: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
