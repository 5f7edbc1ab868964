/**
 * Moves source files and rewrites every relative import that reaches them, so a restructuring is
 * one command instead of hundreds of hand edits:
 *
 *   npx tsx scripts/move.ts server/features/a/x.ts=server/core/money/x.ts server/features/b=server/engine/b
 *
 * A pair moves a file or a whole folder (`git mv`). Every `.ts`/`.tsx` file the repository tracks
 * is scanned for relative specifiers (`from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`)
 * and each one that resolves to a moved file, or sits in a moved file, is recomputed. Paths in
 * prose (docs, comments) are left to the mover: `git grep` the old path afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const pairs = process.argv.slice(2).map((arg) => {
  const [from, to] = arg.split('=');
  if (!from || !to) throw new Error(`expected old=new, got ${arg}`);
  return { from: path.normalize(from).replace(/\/$/, ''), to: path.normalize(to).replace(/\/$/, '') };
});
if (pairs.length === 0) throw new Error('usage: tsx scripts/move.ts old=new [old=new ...]');

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedSet = new Set(tracked);

/** Where a tracked file ends up after the moves. */
function moved(file: string): string {
  for (const { from, to } of pairs) {
    if (file === from) return to;
    if (file.startsWith(`${from}/`)) return to + file.slice(from.length);
  }
  return file;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The tracked file a relative specifier in `file` reaches, and how it was written. */
function resolve(file: string, spec: string): { target: string; suffix: string } | undefined {
  const base = path.normalize(path.join(path.dirname(file), spec));
  for (const suffix of EXTENSIONS) {
    if (trackedSet.has(base + suffix)) return { target: base + suffix, suffix };
  }
  return undefined;
}

function respecify(fromFile: string, target: string, suffix: string): string {
  const newTarget = moved(target);
  const written = suffix ? newTarget.slice(0, newTarget.length - suffix.length) : newTarget;
  let rel = path.relative(path.dirname(moved(fromFile)), written);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const SPECIFIER =
  /((?:\bfrom|\bimport|\bimport\s*\(|\bvi\.mock\s*\(|\bvi\.importActual\s*(?:<[^>]*>)?\s*\()\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

const sources = tracked.filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.startsWith('server/db/migrations/'));
const rewrites = new Map<string, string>();
for (const file of sources) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const next = text.replace(SPECIFIER, (all, head: string, quote: string, spec: string) => {
    const hit = resolve(file, spec);
    if (!hit) return all;
    const spec2 = respecify(file, hit.target, hit.suffix);
    return spec2 === spec ? all : `${head}${quote}${spec2}${quote}`;
  });
  if (next !== text) rewrites.set(file, next);
}

for (const { from, to } of pairs) {
  fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  execFileSync('git', ['mv', from, to]);
}
for (const [file, text] of rewrites) fs.writeFileSync(path.join(root, moved(file)), text);
console.log(`moved ${pairs.length} path(s); rewrote imports in ${rewrites.size} file(s)`);
