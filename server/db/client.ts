import fs from 'node:fs/promises';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import * as schema from './schema';

export { freePort, startEmbeddedPostgres } from './embedded';

export type Db = NodePgDatabase<typeof schema>;
/** A drizzle transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: reads and the ledger and wallet helpers work on both. */
export type Executor = Db | Tx;

/** The pool under a Db (drizzle keeps it as `$client`), for named prepared statements (decision 062). */
export function poolOf(db: Db): pg.Pool {
  const pool = (db as Db & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('this database handle has no pool');
  return pool;
}

export type Database = {
  db: Db;
  pool: pg.Pool;
  url: string;
  /** Our own postmaster, when there is no DATABASE_URL (the supervisor restarts it). */
  embedded?: EmbeddedServer | undefined;
  /** Close the pool, then stop the embedded server if we started one. */
  close(): Promise<void>;
};

/** What the running server leaves in DATA_DIR so `npm run ops` can reach its database. */
export type RuntimeInfo = { url: string; pid: number };
export const runtimeFile = (dataDir: string) => path.join(dataDir, 'runtime.json');

export function connect(url: string, max = 20): Pick<Database, 'db' | 'pool'> {
  // A database that does not answer (or a pool exhausted that long) fails a call in 10 s, as
  // SERVICE_UNAVAILABLE, rather than holding it until the visitor gives up.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client's error (database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may the error of a client checked out (a transaction, a held advisory lock) when its
  // connection dies: its query fails, the pool drops it on release, the supervisor reports it.
  pool.on('connect', (client) => client.on('error', () => {}));
  return { pool, db: drizzle(pool, { schema }) };
}

/**
 * Open the platform's database: `DATABASE_URL` when given, otherwise the embedded cluster in
 * `dataDir`. The running server's address is written to DATA_DIR/runtime.json for `npm run ops`.
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  writeRuntime?: boolean;
  /** Who takes the data folder, for the refusal a second start prints ("server", "npm run ops command"). */
  role?: string;
}): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.dataDir, { role: opts.role ?? 'server' });
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
    embedded,
    async close() {
      // pool.end() waits for every client to be given back and ended. A client whose connection
      // died under it (a postmaster killed -9 mid-transaction) can leave that wait unanswered
      // (seen in the supervision test: a close hung past 120 s), so a close waits at most 5 s,
      // then goes on: stopping the embedded cluster ends whatever connection is left.
      await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      if (opts.writeRuntime) await fs.rm(runtimeFile(opts.dataDir), { force: true });
      await embedded?.stop();
    },
  };
}
