import os from 'node:os';
import type { Database } from '../db/client';
import { AppError } from '../core/context/errors';

/** One parsed ops command: it runs against the database and returns what to print. */
export type Command = (db: Database) => Promise<string>;

/** The CLI's operator, as the audit trail names it: the OS user running it. */
export const actor = () => `cli:${os.userInfo().username}`;

/** Indented JSON for the terminal; amounts (bigint) print as their digits. */
export const json = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x), 2);

/** AppError codes read better on a terminal with their message (and the rule a reward failed). */
export async function run(f: () => Promise<string>): Promise<string> {
  try {
    return await f();
  } catch (err) {
    if (err instanceof AppError)
      throw new Error(`${err.code}: ${err.message}${err.details.rule ? ` (${err.details.rule})` : ''}`);
    throw err;
  }
}

/** A command on the query handle, its AppErrors explained as `run` does. */
export const onDb =
  (f: (db: Database['db']) => Promise<string>): Command =>
  ({ db }) =>
    run(() => f(db));

/**
 * Runs a command line's `main` when its file is the process entry (`tsx file.ts`), not when a
 * test imports it: exits with main's code; an unexpected error prints its message and exits 1.
 */
export function runAsCommand(moduleUrl: string, main: () => Promise<number>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error((err as Error).message);
      process.exit(1);
    },
  );
}
