import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the PWA build reads. A change to any of it means dist/ is out of date. */
const INPUTS = [
  'src',
  'sw',
  'locales',
  'public',
  'contract',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/after-build.ts',
];

export function hashInputs(root: string): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
      return;
    }
    if (/\.test\.tsx?$/.test(p)) return;
    hash.update(path.relative(root, p));
    hash.update(fs.readFileSync(p));
  };
  for (const input of INPUTS) walk(path.join(root, input));
  return hash.digest('hex');
}

/** Build the PWA unless dist/ was built from exactly these sources. */
export async function ensureBuilt(distDir: string, root = process.cwd()): Promise<void> {
  const stampFile = path.join(distDir, '.build-stamp');
  const wanted = hashInputs(root);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('Building the PWA (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: distDir },
  });
  if (result.status !== 0) throw new Error('The PWA build failed; see the output above.');
}

/** Written by the build itself (scripts/after-build.ts), so any way of building counts. */
export function writeBuildStamp(distDir: string, root = process.cwd()): void {
  fs.writeFileSync(path.join(distDir, '.build-stamp'), hashInputs(root));
}
