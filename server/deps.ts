import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DatabaseHealth } from './db/health';
import type { BlobStore } from './lib/blob-store';
import type { ChangeHub } from './lib/change-hub';
import type { Logger } from './lib/logger';
import type { SiteData } from './features/system/site-data';
import type { SiteState } from './features/system/site-state';
import type { SessionInfo } from './lib/sessions';
import type { PublicAnswer } from './lib/prepared';
import type { Mailer, SmsProvider } from './providers/types';

/** What every feature router receives: built once in main.ts, or per test file in tests. */
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
