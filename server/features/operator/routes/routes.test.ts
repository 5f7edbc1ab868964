import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './index';

describe('operator routes', () => {
  it('registers every route file of this folder, once', async () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['index.ts', 'context.ts'].includes(f));
    const defined = await Promise.all(
      files.map(async (f) => Object.values((await import(path.join(dir, f))) as Record<string, unknown>)),
    );
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(defined.flat())).toEqual(new Set(routes));
  });
});
