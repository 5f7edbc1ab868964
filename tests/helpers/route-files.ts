import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * A feature's `routes/` folder registers from one list, so a call is found by its file name: every
 * route a file of the folder exports is in `routes` once, and nothing else is. `isRouteFile` picks
 * the files that hold routes (not the list itself, not the shared context).
 */
export async function expectEveryRouteListed(
  testUrl: string,
  routes: readonly unknown[],
  isRouteFile: (file: string) => boolean,
) {
  const dir = path.dirname(new URL(testUrl).pathname);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && isRouteFile(f));
  const defined = await Promise.all(
    files.map(async (f) => Object.values((await import(path.join(dir, f))) as Record<string, unknown>)),
  );
  expect(new Set(routes).size).toBe(routes.length);
  expect(new Set(defined.flat())).toEqual(new Set(routes));
}
