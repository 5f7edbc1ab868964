/**
 * After `vite build`: write .br and .gz beside every text asset so the server can send the
 * smallest variant without compressing per request, print the lobby's initial JS size and biggest modules, and
 * stamp the build with the hash of its sources (so `npm start` knows it is current).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeBuildStamp } from '../server/build-if-needed';
import { describeInitialJs, initialJs, initialJsBudgetKb, kb } from './bundle-budget';

const dist = path.resolve(process.env.BUILD_OUT_DIR ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < 512) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count += 1;
}

// The initial JS of `/` and what it holds (the budget test fails past the budget: decision 041).
const first = initialJs(dist);
writeBuildStamp(dist);
console.log(
  `Compressed ${count} files. Initial JS of /: ${first.files.length} file(s), ${kb(first.gzipBytes)} gzipped` +
    ` (budget ${initialJsBudgetKb} KB). Largest modules (each gzipped alone):\n${describeInitialJs(dist, 12)}`,
);
