import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Logger } from '../core/context/logger';
import type { EmbeddedServer } from './embedded';
import type { DatabaseHealth } from './health';

/** The newest migration this build ships (drizzle records its `when` as created_at). */
function latestMigration(): number {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

export type Supervisor = { stop(): Promise<void> };

/** How the supervisor asks; `reset` drops a connection that did not answer in time. */
export type ProbeConnection = {
  query(text: string): Promise<{ rows: { latest: string | null }[] }>;
  reset(): void;
};

/**
 * The probe's own connection, outside the pool: a pool busy with traffic (every client taken,
 * callers queued) must not look like a dead database and take a healthy node out of rotation.
 */
export function probeConnection(url: string): ProbeConnection {
  let client: pg.Client | undefined;
  const reset = () => {
    client?.end().catch(() => {});
    client = undefined;
  };
  return {
    async query(text) {
      if (!client) {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
        c.on('error', () => client === c && reset());
        try {
          await c.connect();
        } catch (err) {
          c.end().catch(() => {});
          throw err;
        }
        client = c;
      }
      return client.query<{ latest: string | null }>(text);
    },
    reset,
  };
}

export type SuperviseOptions = {
  probe: ProbeConnection;
  health: DatabaseHealth;
  log: Logger;
  /** Our own postmaster: restarted when it exits or stops answering. Absent: DATABASE_URL. */
  embedded?: EmbeddedServer | undefined;
  probeEveryMs?: number;
  /** A probe not answered within this is a failure (and its connection is dropped). */
  probeTimeoutMs?: number;
  /** An embedded postmaster that runs but has not answered for this long is restarted. */
  restartHungAfterMs?: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Watches the database under a running server (decision 026). Every probe (a cheap query that
 * also checks this build's migrations are applied) updates `health`, which /readyz reports and
 * the API reads to answer SERVICE_UNAVAILABLE at once during an outage. Our embedded postmaster
 * is restarted on the same port when it exits or hangs, and the pool reconnects by itself; an
 * external database is probed with a growing interval (2 s up to 5 s) until it answers again.
 * Every change of state is logged once.
 */
export function superviseDatabase(opts: SuperviseOptions): Supervisor {
  const { health, log, embedded } = opts;
  const every = opts.probeEveryMs ?? 2_000;
  const timeoutMs = opts.probeTimeoutMs ?? 5_000;
  const hungAfter = opts.restartHungAfterMs ?? 20_000;
  const latest = latestMigration();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  let failingSince = 0;
  let delay = every;

  const probe = async (): Promise<string | undefined> => {
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timeout = setTimeout(() => {
        opts.probe.reset();
        resolve(`no answer within ${timeoutMs} ms`);
      }, timeoutMs);
    });
    const asked = opts.probe
      .query('SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations')
      .then((r) =>
        Number(r.rows[0]?.latest ?? 0) >= latest ? undefined : 'the migrations of this build are not applied',
      )
      .catch((err: unknown) => (err instanceof Error ? err.message : String(err)));
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timeout);
    }
  };

  const down = (reason: string) => {
    if (health.markDown(reason))
      log.error({ reason }, 'database unavailable: API calls answer SERVICE_UNAVAILABLE until it returns');
  };

  const recover = (reason: string) =>
    (restarting ??= (async () => {
      down(reason);
      log.error({ reason }, 'restarting the embedded PostgreSQL');
      for (let attempt = 1, wait = 500; !stopped; attempt++) {
        try {
          await embedded!.restart();
          log.warn({ attempt }, 'embedded PostgreSQL restarted');
          break;
        } catch (err) {
          // The killed postmaster's backends may still hold its shared memory for a moment.
          log.error(
            { attempt, err: (err as Error).message },
            'embedded PostgreSQL did not restart; retrying',
          );
          await sleep(wait);
          wait = Math.min(wait * 2, 5_000);
        }
      }
      failingSince = 0;
    })().finally(() => {
      restarting = undefined;
      schedule(0);
    }));

  const tick = async () => {
    timer = undefined;
    if (stopped || restarting) return;
    const problem = await probe();
    if (stopped || restarting) return;
    if (!problem) {
      failingSince = 0;
      delay = every;
      if (health.markUp()) log.warn('database answers again: serving');
    } else {
      failingSince ||= Date.now();
      down(problem);
      if (embedded && Date.now() - failingSince >= hungAfter) {
        void recover(`no answer for ${Math.round((Date.now() - failingSince) / 1000)} s: ${problem}`);
        return;
      }
      if (!embedded) delay = Math.min(delay * 2, 5_000);
    }
    schedule(delay);
  };

  const schedule = (ms: number) => {
    if (stopped || timer) return;
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  embedded?.onExit((code, signal) => {
    if (!stopped && !restarting) void recover(`PostgreSQL exited (${signal ?? `code ${code}`})`);
  });
  schedule(every);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await restarting;
      opts.probe.reset();
    },
  };
}
