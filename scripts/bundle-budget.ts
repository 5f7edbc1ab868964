/**
 * The lobby's first download and its budget (decisions 008 and 041). The initial JS of `/` is what
 * index.html names (the entry script and its module preloads) and the chunks those import
 * statically; the figure is gzipped, as the server sends it to a browser without brotli.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bundleReportFile, type BundleReport } from './vite-bundle-report';

/**
 * KB (1024 bytes) gzipped. The bar is at most 95 (docs/performance.md); the build reached 96.9 with the lazy
 * screens' icons and the list of server codes out of the entry (decision 041), 94.9 with the
 * search results, lane cards, footer logos, shortcuts, update toast, game start and favourite
 * rules in chunks of their own (decision 063), 95.0 with seven-character file hashes in the
 * preload map (2026-11-24). The budget is that bar itself: the entry may not pass it.
 * Lower it when the entry shrinks; raising it needs a decision record saying what the bytes buy.
 */
export const initialJsBudgetKb = 95;

export type InitialJs = { files: { file: string; gzipBytes: number }[]; gzipBytes: number };

export function initialJs(dist: string): InitialJs {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href|content)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const report = readBundleReport(dist);
  const byFile = new Map(report?.chunks.map((c) => [c.file, c]) ?? []);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  named.forEach(visit);
  const rows = [...files].map((file) => ({
    file,
    gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
  return { files: rows, gzipBytes: rows.reduce((sum, r) => sum + r.gzipBytes, 0) };
}

export function readBundleReport(dist: string): BundleReport | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, bundleReportFile), 'utf8')) as BundleReport;
  } catch {
    return undefined;
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The biggest modules of the first download, one a line: what to look at when it grows. */
export function describeInitialJs(dist: string, top = 20): string {
  const { files } = initialJs(dist);
  const report = readBundleReport(dist);
  const modules = files
    .flatMap(({ file }) => report?.chunks.find((c) => c.file === file)?.modules ?? [])
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return modules
    .slice(0, top)
    .map((m) => `  ${kb(m.gzipBytes).padStart(8)}  ${m.id}`)
    .join('\n');
}
