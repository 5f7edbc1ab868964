/**
 * The bundle report (decision 041): what each kilobyte of the lobby's first download is. Written
 * by the build to `dist/.vite/bundle-report.json` (a dotfile folder: the server does not serve it)
 * and read by the budget test (tests/e2e/bundle-budget.spec.ts) and `scripts/after-build.ts`.
 *
 * Per chunk: its gzipped size as shipped. Per module of a chunk: its code minified and gzipped on
 * its own (so the modules' figures add up to a little more than the chunk's: gzip shares words
 * across modules), and the message catalog the build writes into the chunk.
 */
import zlib from 'node:zlib';
import { transformWithEsbuild, type Plugin } from 'vite';
import type { ChunkCatalogsApi } from './vite-chunk-catalogs';

export const bundleReportFile = '.vite/bundle-report.json';

export type ModuleRow = { id: string; minBytes: number; gzipBytes: number };
export type ChunkRow = {
  file: string;
  isEntry: boolean;
  /** Chunks it imports statically (they load with it). */
  imports: string[];
  gzipBytes: number;
  modules: ModuleRow[];
};
export type BundleReport = { chunks: ChunkRow[] };

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

/** node_modules/react-dom/cjs/x.js → react-dom/cjs/x.js; our files relative to the project. */
function shortId(id: string, root: string): string {
  const clean = id.replace(/\0/g, '').split('?')[0]!;
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + '/node_modules/'.length);
  return clean.startsWith(root) ? clean.slice(root.length) : clean;
}

async function minified(code: string): Promise<string> {
  try {
    return (await transformWithEsbuild(code, 'module.js', { minify: true, loader: 'js' })).code;
  } catch {
    return code; // a fragment esbuild cannot parse alone: counted as rendered
  }
}

export function bundleReport(catalogs: { api: ChunkCatalogsApi }): Plugin {
  let root = '';
  return {
    name: 'bundle-report',
    apply: 'build',
    enforce: 'post',
    configResolved(c) {
      root = `${c.root}/`;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      // The app's build only (the service worker is built with the same plugins).
      if (!chunks.some((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'))) return;
      const rows: ChunkRow[] = [];
      for (const chunk of chunks) {
        const modules: ModuleRow[] = [];
        for (const [id, m] of Object.entries(chunk.modules)) {
          if (!m.code || m.renderedLength === 0) continue;
          const min = await minified(m.code);
          modules.push({ id: shortId(id, root), minBytes: min.length, gzipBytes: gzip(min) });
        }
        const catalog = catalogs.api.inlineCatalogs.get(chunk.preliminaryFileName);
        if (catalog) {
          modules.push({
            id: 'message catalog (inline)',
            minBytes: catalog.length,
            gzipBytes: gzip(catalog),
          });
        }
        modules.sort((a, b) => b.gzipBytes - a.gzipBytes);
        rows.push({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          gzipBytes: gzip(chunk.code),
          modules,
        });
      }
      rows.sort((a, b) => Number(b.isEntry) - Number(a.isEntry) || b.gzipBytes - a.gzipBytes);
      const report: BundleReport = { chunks: rows };
      this.emitFile({ type: 'asset', fileName: bundleReportFile, source: JSON.stringify(report, null, 1) });
    },
  };
}
