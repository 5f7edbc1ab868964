import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/core/context/config';
import type { Database } from '../../server/db/client';
import type { Deps } from '../../server/core/context/deps';
import { buildDeps } from '../../server/deps';
import { createLogger, type Logger } from '../../server/core/context/logger';
import { DevMailer } from '../../server/providers/mail/dev';
import { DevSmsProvider } from '../../server/providers/sms/dev';
import { createTestDatabase } from './test-db';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  database: Database;
  /** What the app sent through the development providers. */
  sms: DevSmsProvider;
  mailer: DevMailer;
  /** A request as if from `ip` (the test config trusts X-Forwarded-For). */
  get(path: string, opts?: { ip?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
};

/**
 * The real app on a database of its own. Changes published in a test are delivered by calling
 * `deps.changes.emit` directly: the LISTEN/NOTIFY path has its own test.
 */
export async function createTestApp(
  opts: { seeded?: boolean; config?: Partial<Config>; log?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: opts.seeded ?? true });
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DIST_DIR: './dist', DEMO_PAYMENTS: '1' }),
    trustProxy: { hops: 1 },
    ...opts.config,
  };
  const sms = new DevSmsProvider();
  const mailer = new DevMailer();
  const deps = buildDeps(config, {
    db: database.db,
    pool: database.pool,
    log: opts.log ?? createLogger('silent'),
    providers: { sms, mailer },
  });
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    sms,
    mailer,
    get: (path, o = {}) =>
      Promise.resolve(
        app.request(path, { headers: { 'x-forwarded-for': o.ip ?? '203.0.113.10', ...o.headers } }),
      ),
    close: () => database.close(),
  };
}
