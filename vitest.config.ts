import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; integration tests (*.int.test.ts) run against a real
// PostgreSQL that the global setup starts once and clones per test file.
export default defineConfig({
  test: {
    include: ['{contract,server,src,sw,tests/unit}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', 'tests/e2e/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
