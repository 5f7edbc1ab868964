import { ping } from '../../contract/system/endpoints';
import { classifySpeed, reportedMs, type LineResult } from './speed-bands';

/** Used by the service worker and, where there is none, by the page; works in both. */
export type DomainLine = { domainName: string; url: string };

const probeTimeoutMs = 3_000;

/** ping.json with a random query (spec section 7), never cached; null when it did not answer in time. */
export async function probe(origin: string): Promise<number | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), probeTimeoutMs);
  const started = performance.now();
  try {
    const sameOrigin = origin === location.origin;
    const res = await fetch(`${origin}${ping}?t=${Math.random().toString(36).slice(2)}`, {
      cache: 'no-store',
      mode: sameOrigin ? 'same-origin' : 'cors',
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!res.ok) return null;
    await res.arrayBuffer();
    return Math.round(performance.now() - started);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Probes every line at once; the reported figures follow the bands of spec section 9. */
export function speedTest(lines: DomainLine[]): Promise<LineResult[]> {
  return Promise.all(
    lines.map(async (line) => {
      const measuredMs = await probe(line.url);
      const shown = reportedMs(measuredMs);
      return { ...line, measuredMs, reportedMs: shown, speed: classifySpeed(shown) };
    }),
  );
}
