import type pg from 'pg';
import type { Db } from './db/client';
import { DatabaseHealth } from './db/health';
import type { Config } from './core/context/config';
import type { Deps } from './core/context/deps';
import type { Logger } from './core/context/logger';
import { SiteData } from './core/site/site-data';
import { SiteState } from './core/site/site-state';
import { createBlobStore } from './core/storage/blob-store';
import { ChangeHub } from './core/storage/change-hub';
import { createDemoWallet } from './house/demo-wallets';
import { createProviders, type Providers } from './providers';
import { createPaymentGateways } from './providers/payment';

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
    payments: createPaymentGateways(config),
    demoWallets: { open: async (vendorCode) => (await createDemoWallet(db, vendorCode)).token },
    ...(opts.providers ?? createProviders(config, log)),
  };
}
