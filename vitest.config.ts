import { defineConfig } from 'vitest/config';

const roots = '{contract,server,src,sw,tests/unit}';
const skipped = ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'];

// Two projects, so a developer runs only the part they touch (docs/testing.md, decision 095).
// `unit`: the tests beside the code that need no database; nothing starts before them.
// `int` (*.int.test.ts): a real PostgreSQL that the global setup starts once and clones per
// test file. `vitest run` alone runs unit first (groupOrder), then int.
export default defineConfig({
  test: {
    exclude: skipped,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Processes, not threads: a worker thread keeps the process's time zone whatever it sets in
    // process.env.TZ, and src/features/chat/hours-text.test.ts sets it (threads were faster).
    pool: 'forks',
    // One file per core. Vitest's default leaves one idle, which on 2 cores (CI's) is half:
    // the unit files are CPU-bound and ran in half the time with both; an integration file
    // mostly waits on PostgreSQL's commits (~0.5 core busy with one worker), and ten of them
    // took 24 s instead of 47 s after the shared setup.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${roots}/**/*.test.{ts,tsx}`],
          exclude: [...skipped, '**/*.int.test.{ts,tsx}'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: [`${roots}/**/*.int.test.{ts,tsx}`],
          globalSetup: ['tests/helpers/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
