import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s command as package.json states it: its runner from node_modules/.bin and its
 * arguments, flags included (the young generation's size, decision 084). The benches and the
 * Lighthouse run start the server with it, so they measure the server as `npm start` runs it.
 */
export function startCommand(root = process.cwd()): [string, string[]] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [bin, ...args] = pkg.scripts.start.trim().split(/\s+/);
  return [path.join(root, 'node_modules/.bin', bin!), args];
}
