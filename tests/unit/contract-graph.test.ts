import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The contract's own house plan: a feature's folder holds its schemas (zod), its endpoints (plain
 * paths) and its calls (the two joined), so nothing in contract/ imports in a circle, not even
 * for a type, and nothing in it reaches outside contract/.
 */
const root = path.resolve(__dirname, '../..');
const contract = path.join(root, 'contract');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Every relative import of a contract file, type-only ones included, as the files they reach. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/\bfrom '(\.{1,2}\/[^']+)'|\bimport '(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), (m[1] ?? m[2])!);
    const hit = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    out.push(hit ?? base);
  }
  return out;
}

describe('the contract', () => {
  it('has no file-level circle, type-only imports included', () => {
    const files = sources(contract);
    const graph = new Map(files.map((f) => [f, importsOf(f)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const circle = [...trail.slice(trail.indexOf(file)), file];
        circles.push(circle.map((f) => path.relative(root, f)).join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const f of files) walk(f, []);
    expect(circles).toEqual([]);
  });

  it('imports nothing outside contract/ but packages', () => {
    const outside = sources(contract).flatMap((f) =>
      importsOf(f)
        .filter((target) => !target.startsWith(contract + path.sep))
        .map((target) => `${path.relative(root, f)} -> ${path.relative(root, target)}`),
    );
    expect(outside).toEqual([]);
  });
});
