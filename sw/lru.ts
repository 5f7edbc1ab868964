export type Entry = { size: number; used: number };
export type Index = Record<string, Entry>;

/** Least recently used first, until the total fits the cap. */
export function evictions(entries: Index, cap: number): string[] {
  let total = Object.values(entries).reduce((sum, e) => sum + e.size, 0);
  const out: string[] = [];
  for (const [url, e] of Object.entries(entries).sort((a, b) => a[1].used - b[1].used)) {
    if (total <= cap) break;
    out.push(url);
    total -= e.size;
  }
  return out;
}
