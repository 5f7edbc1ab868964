import { defineConfig } from 'vitest/config';

const roots = '{contract,server,src,sw,tests/unit}';
const skipped = ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'];

// Two projects, so a developer runs only the part they touch (docs/testing.md, decision 095).
// `unit`: the tests beside the code that need no database; nothing starts before them, and
// they fill every core (vitest's default leaves one idle: on 2 cores that doubled the time).
// `int` (*.int.test.ts): a real PostgreSQL that the global setup starts once and clones per
// test file; one file per core less one, as before the split. `vitest run` alone runs unit
// first (groupOrder), then int.
export default defineConfig({
  test: {
    exclude: skipped,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${roots}/**/*.test.{ts,tsx}`],
          exclude: [...skipped, '**/*.int.test.{ts,tsx}'],
          maxWorkers: '100%',
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
