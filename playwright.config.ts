import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium against the production build served by our own server,
 * with a database of their own in a temporary DATA_DIR (tests/e2e/server.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18088);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `platform-e2e-${E2E_PORT}`);
/** Where the e2e server's SMTP sink writes the e-mails the platform sends. */
export const E2E_MAIL_DIR = `${E2E_DATA_DIR}-mail`;
/** Where the e2e server's SMS sink writes the SMS the platform sends (tests/e2e/sms-sink.ts). */
export const E2E_SMS_DIR = `${E2E_DATA_DIR}-sms`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: { baseURL: `http://127.0.0.1:${E2E_PORT}`, trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      // The agent journey is specified on a phone (issue 7), and its settlement closes the current
      // 5-minute salary window for everyone: a second run in the same window would wait for the next.
      testIgnore: /agent\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'tsx tests/e2e/server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/wps/system/status`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Our handler finishes requests and stops the embedded database; a SIGKILL would orphan it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    // TRUST_PROXY lets a test arrive from a new address (X-Forwarded-For) to meet the second step.
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      E2E_MAIL_DIR,
      E2E_SMS_DIR,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
  },
});
