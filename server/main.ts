import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from './app';
import { createLaneServer, FastLane } from './fast-lane';
import { putSeamlessLaneFirst, SeamlessLane } from './features/wallet';
import { ClaimLane, putClaimLaneFirst } from './features/promotions';
import { houseProviderKeys } from './house/secret';
import type { Config } from './core/context/config';
import { openDatabase, type Database } from './db/client';
import { DatabaseHealth } from './db/health';
import { applyMigrations } from './db/migrate';
import { probeConnection, superviseDatabase } from './db/supervisor';
import type { Deps } from './core/context/deps';
import { buildDeps } from './deps';
import { listenForChanges } from './core/storage/changes';
import { createLogger, type Logger } from './core/context/logger';
import { createProviders } from './providers';
import { startAgentScheduler } from './jobs/scheduler';
import { startLotteryDraws } from './house/jobs';
import { startTables } from './house/tables/start-tables';
import { migrateProofs } from './features/payments';
import { startRewardJobs } from './engine/rewards';
import { accrueRebates } from './features/rebate';
import { vipPass } from './features/vip';
import { postPoints } from './features/points';
import { missionPass } from './features/missions';
import { feedJackpot } from './features/jackpot';
import { nightlyDrops } from './features/red-envelopes';
import { payZaloRewards, qualifyReferrals } from './features/referral';

export type RunningServer = {
  url: string;
  port: number;
  deps: Deps;
  /** Stop accepting, finish in-flight requests, close the pool, stop the embedded database. */
  close(): Promise<void>;
};

export type StartOptions = {
  log?: Logger;
  /** Runs after migrations, before the port opens (npm start seeds demo data here). */
  beforeListen?: (db: Database) => Promise<void>;
};

export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? createLogger(config.logLevel);
  // First: a production server without real senders stops before it touches the database.
  const providers = createProviders(config, log);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    writeRuntime: true,
  });
  try {
    await applyMigrations(database.db, database.pool);
    await opts.beforeListen?.(database);
  } catch (err) {
    await database.close();
    throw err;
  }

  const dbHealth = new DatabaseHealth();
  const supervisor = superviseDatabase({
    probe: probeConnection(database.url),
    embedded: database.embedded,
    health: dbHealth,
    log,
  });
  const deps = buildDeps(config, { db: database.db, pool: database.pool, log, dbHealth, providers });
  const listener = listenForChanges(
    database.url,
    (topic) => deps.changes.emit(topic),
    log,
    (payload) => deps.changes.emitChat(payload),
  );
  await moveLocalProofs(deps);
  const lane = new FastLane(deps);
  const app = createApp(deps, lane);
  const agentJobs = startAgentScheduler(database.db, log);
  const rewardJobs = startRewardJobs(database.db, log, {
    passes: [
      vipPass,
      accrueRebates,
      (db) => postPoints(db),
      missionPass,
      (db) => feedJackpot(db),
      nightlyDrops(),
      qualifyReferrals,
      payZaloRewards,
    ],
  });
  startLotteryDraws(deps, (path, init) => app.request(path, init));
  const tableJobs = startTables(deps, (path, init) => app.request(path, init));

  const server = await new Promise<Server>((resolve, reject) => {
    // A member's promotion claim (ADR 077), the providers' signed calls (ADR 067), then the
    // lobby's prepared reads (ADR 042), then the app.
    const s = putClaimLaneFirst(
      putSeamlessLaneFirst(
        createLaneServer(app.fetch, lane),
        new SeamlessLane(deps, houseProviderKeys(config)),
      ),
      new ClaimLane(deps),
    );
    s.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 5_000;
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  // A second start on this DATA_DIR names us in its refusal.
  database.embedded?.lock.setUrl(url);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Requests in flight get up to 10 s; then remaining connections are cut.
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await drained;
      clearTimeout(timer);
      await agentJobs.stop();
      await rewardJobs.stop();
      await supervisor.stop();
      await tableJobs.stop();
      await listener.close();
      await database.close();
    })());

  return { url, port, deps, close };
}

/**
 * Proof images once kept on this node's disk move into the shared upload store (decision 037).
 * A store that cannot be reached does not stop the start: the next start (or `npm run ops --
 * uploads migrate-proofs`) tries again.
 */
async function moveLocalProofs(deps: Deps) {
  try {
    const r = await migrateProofs(deps.db, deps.blobs, deps.config.dataDir);
    if (r.moved > 0 || r.missing.length > 0)
      deps.log.info({ moved: r.moved, missing: r.missing }, 'withdrawal proofs moved to the upload store');
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'withdrawal proofs not moved to the upload store yet');
  }
}
