/**
 * The e2e tests drive Debian's Chromium (tools that download their own browser cannot work on
 * a machine without general internet). Install it when we can; otherwise say how, and fail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd: string, args: string[]) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  return (
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log("Chromium is missing: installing Debian's package for the browser tests.");
    if (
      run('apt-get', ['update', '-qq']) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium']) &&
      fs.existsSync(CHROMIUM)
    )
      return;
    throw new Error('Installing Chromium with apt-get failed; see the output above.');
  }
  throw new Error(
    `The browser tests need Chromium at ${CHROMIUM}.\n` +
      (isDebian
        ? 'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n'
        : 'Install Chromium with your package manager, ') +
      'or point CHROMIUM_PATH at an installed Chromium.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureChromium();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
