import fs from 'node:fs';
import { z } from 'zod';
import type { Config } from '../core/context/config';
import { connect, openDatabase, runtimeFile, type Database } from './client';
import { applyMigrations } from './migrate';

const RuntimeInfo = z.object({ url: z.string(), pid: z.number().int() });

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The database the platform uses: DATABASE_URL; else the running server's embedded cluster
 * (found through DATA_DIR/runtime.json); else the embedded cluster started just for this command.
 */
export async function connectForOps(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const file = runtimeFile(config.dataDir);
  if (fs.existsSync(file)) {
    const info = RuntimeInfo.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (info.success && alive(info.data.pid)) {
      const { db, pool } = connect(info.data.url, 2);
      return { db, pool, url: info.data.url, close: () => pool.end() };
    }
  }
  const database = await openDatabase({ dataDir: config.dataDir, role: 'npm run ops command' });
  await applyMigrations(database.db, database.pool);
  return database;
}

/** Runs `work` on the ops database and closes it afterwards, so a cluster started for the command stops. */
export async function withOpsDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await connectForOps(config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
