import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/client';
import { DatabaseHealth } from './db/health';
import { createBlobStore, type BlobStore } from './lib/blob-store';
import { ChangeHub } from './lib/change-hub';
import type { Logger } from './lib/logger';
import { SiteData } from './features/system/site-data';
import { SiteState } from './features/system/site-state';
import type { SessionInfo } from './lib/sessions';
import type { PublicAnswer } from './lib/prepared';
import { createProviders, type Providers } from './providers';
import type { Mailer, SmsProvider } from './providers/types';

/** What every feature router receives: built by `buildDeps`, once in main.ts, or per test file. */
export type Deps = {
  db: Db;
  pool: pg.Pool;
  /** The database as the supervisor last saw it (server/db/supervisor.ts). */
  dbHealth: DatabaseHealth;
  config: Config;
  log: Logger;
  changes: ChangeHub;
  site: SiteState;
  /** The site's configuration (whitelabel, register rules, resources...), cached once per node. */
  siteData: SiteData;
  sms: SmsProvider;
  mailer: Mailer;
  /** Uploaded images (proofs, feedback, ...), readable from every node (decision 037). */
  blobs: BlobStore;
};

export type DepsOptions = {
  db: Db;
  pool: pg.Pool;
  log: Logger;
  /** The supervisor's view (main.ts); a fresh, healthy one otherwise. */
  dbHealth?: DatabaseHealth;
  /** The senders; by default `createProviders(config, log)`: tests pass development ones to read. */
  providers?: Providers;
};

/**
 * The one place the server's dependencies are put together, used by main.ts, the test app and
 * the perf tools, so a new dependency cannot be added to one and forgotten in another (a merge
 * once broke tests/perf/bet-trace.ts that way when `blobs` came). Opens nothing: the caller owns
 * the database, the change listener and the jobs.
 */
export function buildDeps(config: Config, opts: DepsOptions): Deps {
  const { db, pool, log } = opts;
  const changes = new ChangeHub();
  const site = new SiteState(db);
  changes.on('site', () => site.invalidate());
  return {
    db,
    pool,
    dbHealth: opts.dbHealth ?? new DatabaseHealth(),
    config,
    log,
    changes,
    site,
    siteData: new SiteData(db, changes),
    blobs: createBlobStore(config.uploads, db),
    ...(opts.providers ?? createProviders(config, log)),
  };
}

/** Hono context variables set by the app's middleware. */
export type AppEnv = {
  Variables: {
    ip: string;
    requestId: string;
    session: SessionInfo;
    /** Set by sendPublicPrepared: this answer may be repeated by the fast lane. */
    publicAnswer: PublicAnswer;
  };
};
