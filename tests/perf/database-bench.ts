/**
 * `npm run bench`'s `database` section: two timings that the integration tests used to assert
 * as wall-clock limits, where a shared machine's load failed them (decision 095). The tests
 * still check the behaviour (seed.int.test.ts: one of two racing seeds writes; supervision.int
 * .test.ts: a node outlives a kill -9 of its postmaster); here their time is a figure with a bar.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { applyMigrations } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed';

/** The bars the tests held: the demo seed of a fresh database, a killed postmaster's return. */
export const SEED_BAR_MS = 15_000;
export const RECOVERY_BAR_MS = 30_000;

/**
 * The demo seed of a fresh, migrated database by two nodes at once (what two `npm start`s on one
 * DATABASE_URL do): milliseconds until both returned. Its own PostgreSQL in a temporary folder.
 */
export async function seedRace(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-bench-'));
  const server = await startEmbeddedPostgres(dir);
  const { db, pool } = connect(server.url, 4);
  try {
    await applyMigrations(db, pool);
    const started = performance.now();
    const results = await Promise.all([seedDemoData(db), seedDemoData(db)]);
    const ms = performance.now() - started;
    if (results.filter((r) => r.seeded).length !== 1)
      throw new Error(`two racing seeds: expected one to write, got ${JSON.stringify(results)}`);
    console.log(`demo seed of a fresh database, two racing callers: ${Math.round(ms)} ms`);
    return ms;
  } finally {
    await pool.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Kills the postmaster of a server this bench started (DATA_DIR/pg) with -9, and times until
 * its /readyz answers 200 again (decision 026: the supervisor restarts it at once). Throws when
 * the outage is never reported or the node is not back within `limitMs`.
 */
export async function killedPostmasterReturn(target: string, dataDir: string, limitMs = 120_000) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const ready = async () => {
    try {
      return (await fetch(`${target}/readyz`)).status;
    } catch {
      return 0;
    }
  };
  process.kill(pid, 'SIGKILL');
  const started = performance.now();
  let sawOutage = false;
  while (performance.now() - started < limitMs) {
    const status = await ready();
    if (status !== 200) sawOutage = true;
    else if (sawOutage) {
      const ms = performance.now() - started;
      console.log(`killed postmaster: ${target}/readyz answered 200 again after ${Math.round(ms)} ms`);
      return ms;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    sawOutage
      ? `killed postmaster: not ready again within ${limitMs} ms`
      : `killed postmaster: /readyz never reported the outage in ${limitMs} ms`,
  );
}
