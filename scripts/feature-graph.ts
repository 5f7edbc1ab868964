/**
 * `npm run feature-graph`: the folder-level import graph of server/features and src/features.
 * Prints each feature's outgoing edges and every cycle (strongly connected group of two or more
 * features, or a feature importing itself through another), and exits 1 when there is a cycle
 * unless `--report` is given. `--server` looks at server/features only, and `--quiet` prints only
 * the verdict: `npm run lint` runs it with `--quiet` over both folders, so a new cycle between
 * server features or between client features fails CI (ADR 030 for the server, ADR 031 for the
 * client).
 *
 * It reads import specifiers with a regular expression (static `from '...'`, `import '...'` and
 * dynamic `import('...')`), which is enough for this codebase's plain ES modules.
 */
import fs from 'node:fs';
import path from 'node:path';

const roots = process.argv.includes('--server') ? ['server/features'] : ['server/features', 'src/features'];
const report = process.argv.includes('--report');
const quiet = process.argv.includes('--quiet');
const specifier = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** `server/features/wallet/x.ts` -> `server/features/wallet`; other paths -> undefined. */
function featureOf(file: string): string | undefined {
  const rel = path.relative(process.cwd(), file);
  for (const root of roots) {
    if (!rel.startsWith(root + path.sep)) continue;
    const name = rel.slice(root.length + 1).split(path.sep)[0];
    return name && !name.includes('.') ? `${root}/${name}` : undefined;
  }
  return undefined;
}

const edges = new Map<string, Set<string>>();
for (const root of roots) {
  for (const file of sourceFiles(root)) {
    const from = featureOf(file);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(specifier)) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) edges.get(from)!.add(to);
    }
  }
}

// Tarjan's strongly connected components.
let index = 0;
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const groups: string[][] = [];
function visit(v: string) {
  order.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!order.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
  }
  if (low.get(v) !== order.get(v)) return;
  const group: string[] = [];
  let w: string;
  do {
    w = stack.pop()!;
    onStack.delete(w);
    group.push(w);
  } while (w !== v);
  if (group.length > 1) groups.push(group.sort());
}
for (const v of [...edges.keys()].sort()) if (!order.has(v)) visit(v);

for (const [from, to] of quiet ? [] : [...edges].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `${from} -> ${
      [...to]
        .sort()
        .map((t) => t.split('/').pop())
        .join(', ') || '(none)'
    }`,
  );
}
if (groups.length === 0) {
  console.log(`${quiet ? '' : '\n'}feature graph (${roots.join(', ')}): no cycle`);
  process.exit(0);
}
for (const g of groups) console.log(`\ncycle of ${g.length} features: ${g.join(', ')}`);
process.exit(report ? 0 : 1);
