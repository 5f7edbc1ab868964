import { execFileSync } from 'node:child_process';
import { E2E_DATA_DIR } from '../../playwright.config';

/** Run an operator command against the e2e server's database, as an operator would. */
export function ops(...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', ['server/ops/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}
