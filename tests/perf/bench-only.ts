/** The sections of `npm run bench`, chosen by BENCH_ONLY (comma-separated; unset: all). */
export const BENCH_SECTIONS = [
  'endpoints',
  'seamless',
  'claims',
  'engine',
  'agent',
  'database',
  'chat',
  'lighthouse',
] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

/** Whether a section runs; an unknown name in BENCH_ONLY is an error, not a silent empty run. */
export function benchRuns(only: string | undefined): (section: BenchSection) => boolean {
  if (!only?.trim()) return () => true;
  const chosen = new Set(only.split(',').map((s) => s.trim()));
  for (const s of chosen)
    if (!(BENCH_SECTIONS as readonly string[]).includes(s))
      throw new Error(`BENCH_ONLY: unknown section ${s} (known: ${BENCH_SECTIONS.join(', ')})`);
  return (section) => chosen.has(section);
}
