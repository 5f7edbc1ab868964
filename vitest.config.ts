import { defineConfig } from 'vitest/config';

const roots = '{contract,server,src,sw,tests/unit}';
const skipped = ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'];

// Two projects, so a developer runs only the part they touch (docs/testing.md, decision 095).
// `unit`: the tests beside the code that need no database; nothing starts before them.
// `int` (*.int.test.ts): a real PostgreSQL that the global setup starts once and clones per
// test file; `int-alone` (*.alone.int.test.ts) the files that must have the cluster to
// themselves. `vitest run` alone runs unit first (groupOrder), then int, then int-alone.
export default defineConfig({
  test: {
    exclude: skipped,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Processes, not threads: a worker thread keeps the process's time zone whatever it sets in
    // process.env.TZ, and src/features/chat/hours-text.test.ts sets it (threads were faster).
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${roots}/**/*.test.{ts,tsx}`],
          exclude: [...skipped, '**/*.int.test.{ts,tsx}'],
          // One file per core: vitest's default leaves one idle, half of CI's 2 cores, and these
          // files are CPU-bound (42 s with one worker, 22 s with two).
          maxWorkers: '100%',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: [`${roots}/**/*.int.test.{ts,tsx}`],
          exclude: [...skipped, '**/*.alone.int.test.{ts,tsx}'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          // One file per core: each file has a database of its own (a template clone), so files
          // run side by side; the few that read the whole cluster (its WAL) run in `int-alone`.
          maxWorkers: '100%',
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'int-alone',
          // Files that measure the whole cluster (WAL positions), which other files' writes move:
          // after the others, one at a time.
          include: [`${roots}/**/*.alone.int.test.{ts,tsx}`],
          globalSetup: ['tests/helpers/global-setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
