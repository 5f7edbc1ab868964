/**
 * `npm run bench`'s last section: the Lighthouse figure (LCP <= 1.6 s and TBT <= 150 ms in
 * every run) from `npm run perf` itself (scripts/perf.ts), which prints each run and how many
 * met the bar, and exits non-zero when one did not. BENCH_ONLY without `lighthouse`: skipped.
 */
import { spawnSync } from 'node:child_process';
import { benchRuns } from './bench-only';

if (benchRuns(process.env.BENCH_ONLY)('lighthouse')) {
  const perf = spawnSync('npx', ['tsx', 'scripts/perf.ts'], { stdio: 'inherit' });
  process.exitCode = perf.status ?? 1;
}
