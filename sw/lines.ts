import { get, set } from 'idb-keyval';
import type { DomainLine } from '../src/lib/probe-lines';
import { lineStore } from './stores';

export type { DomainLine };
export { probe, speedTest } from '../src/lib/probe-lines';

const linesMaxAgeMs = 10 * 60_000;
const maxLines = 5;

type StoredLines = { lines: DomainLine[]; at: number };

function isLine(v: unknown): v is DomainLine {
  if (typeof v !== 'object' || v === null) return false;
  const { domainName, url } = v as Record<string, unknown>;
  if (typeof domainName !== 'string' || typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.origin === url.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** `value.domainList` of a domainRoute envelope, first five valid lines (spec section 7). */
export function linesFromEnvelope(body: unknown): DomainLine[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, value } = body as { success?: unknown; value?: { domainList?: unknown } };
  if (success !== true || !Array.isArray(value?.domainList)) return null;
  return value.domainList
    .filter(isLine)
    .slice(0, maxLines)
    .map((l) => ({ domainName: l.domainName, url: new URL(l.url).origin }));
}

/**
 * The lines, from the origin the app was loaded from. They are kept in IndexedDB: when the
 * primary is down, the list fetched while it was up is the only way to find the others.
 */
export async function refreshLines(fetchLines: () => Promise<Response>): Promise<DomainLine[] | null> {
  try {
    const res = await fetchLines();
    const lines = res.ok ? linesFromEnvelope(await res.json()) : null;
    if (lines) await set('lines', { lines, at: Date.now() } satisfies StoredLines, lineStore);
    return lines;
  } catch {
    return null;
  }
}

export async function storedLines(): Promise<StoredLines | undefined> {
  return get<StoredLines>('lines', lineStore);
}

export async function linesAreStale(): Promise<boolean> {
  const stored = await storedLines();
  return !stored || Date.now() - stored.at > linesMaxAgeMs;
}
