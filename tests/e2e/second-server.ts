/**
 * A second platform server for the PWA specs (another domain line, or a page origin that can be
 * stopped mid-session and restarted with a new build). Two roles in one file:
 *  - imported by a spec: startSecondServer() spawns it, setDomainLines() rewrites a server's lines;
 *  - run by tsx: `serve` starts a server on PORT/DATA_DIR/DIST_DIR, `lines` rewrites the lines of
 *    the database in DATA_DIR (through the running server's cluster, as an operator would).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const tsx = path.resolve('node_modules/.bin/tsx');

export type SecondServer = { url: string; port: number; stop(): Promise<void> };

type Start = { port: number; dataDir: string; distDir: string; lines: string[]; fresh: boolean };

/** Starts the server and resolves once it listens (first start migrates and seeds: allow a minute). */
export async function startSecondServer(opts: Start): Promise<SecondServer> {
  if (!opts.dataDir.includes('platform-e2e')) throw new Error(`refusing DATA_DIR=${opts.dataDir}`);
  if (opts.fresh) fs.rmSync(opts.dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(tsx, [self, 'serve'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DIST_DIR: opts.distDir,
      LOG_LEVEL: 'warn',
      LINES: opts.lines.join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('second server did not start in 120 s')), 120_000);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`second server exited with ${code}`));
    });
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    port: opts.port,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      // The server stops its PostgreSQL on SIGTERM; one it left behind (a stop in the middle of
      // its own start, say) would outlive the run, so it is stopped here once the server is gone.
      const { stopOrphan } = await import('../../server/db/embedded');
      await stopOrphan(path.join(opts.dataDir, 'pg'));
    },
  };
}

/** Replaces the domain lines of the server whose data lives in dataDir; it hears the change at once. */
export function setDomainLines(dataDir: string, lines: string[]): void {
  execFileSync(tsx, [self, 'lines', ...lines], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
}

async function serve(): Promise<void> {
  const { loadConfig } = await import('../../server/core/context/config');
  const { startServer } = await import('../../server/main');
  const { seedDemoData } = await import('../../server/seed');
  const { replaceLines } = await import('./second-server-lines');
  const lines = (process.env.LINES ?? '').split(',').filter(Boolean);
  // No build check here: the spec hands over a finished dist (the e2e build, or a copy of it).
  const server = await startServer(loadConfig(), {
    beforeListen: async ({ db }) => {
      await seedDemoData(db);
      if (lines.length) await replaceLines(db, lines);
    },
  });
  process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
  console.log(`READY ${server.url}`);
}

async function lines(names: string[]): Promise<void> {
  const { loadConfig } = await import('../../server/core/context/config');
  const { connectForOps } = await import('../../server/db/ops-connect');
  const { publishChange } = await import('../../server/core/storage/changes');
  const { replaceLines } = await import('./second-server-lines');
  const database = await connectForOps(loadConfig());
  try {
    await replaceLines(database.db, names);
    await publishChange(database.pool, 'site');
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === self) {
  const [command, ...rest] = process.argv.slice(2);
  const run =
    command === 'serve'
      ? serve()
      : command === 'lines'
        ? lines(rest)
        : Promise.reject(new Error(`unknown command ${command}`));
  run.catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
