import type pg from 'pg';
import type { StaffRole } from '../../../contract/staff/roles';
import type { Config } from './config';
import type { Db } from '../../db/client';
import type { DatabaseHealth } from '../../db/health';
import type { BlobStore } from '../storage/blob-store';
import type { ChangeHub } from '../storage/change-hub';
import type { Logger } from './logger';
import type { SiteData } from '../site/site-data';
import type { SiteState } from '../site/site-state';
import type { SessionInfo } from '../sessions/sessions';
import type { PublicAnswer } from '../http/prepared';
import type { DemoWallets, Mailer, PaymentGateways, SmsProvider } from './ports';

/**
 * What every feature router receives: the core's services and the ports of the outside world
 * (./ports.ts), typed here so the core and the features never import the composition root;
 * `buildDeps` in server/deps.ts builds it, once in main.ts, or per test file.
 */
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
  /** The payment gateway adapters by code (server/providers/payment). */
  payments: PaymentGateways;
  /** The house provider's play-money wallets for trial accounts (server/house/demo-wallets.ts). */
  demoWallets: DemoWallets;
};

/**
 * Who makes an /ops call (decision 102): a staff member's session or an operator key, with the
 * role the call was allowed for. `actor` is what the audit records (staff:<login>, key:<name>).
 */
export type OperatorPrincipal = {
  actor: string;
  kind: 'staff' | 'key';
  login: string;
  displayName: string;
  role: StaffRole;
  /** The staff session, for logout. */
  sessionId: number | null;
};

/** Hono context variables set by the app's middleware. */
export type AppEnv = {
  Variables: {
    ip: string;
    requestId: string;
    session: SessionInfo;
    /** Set by requireOperator on /ops calls. */
    operator: OperatorPrincipal;
    /** Set by sendPublicPrepared: this answer may be repeated by the fast lane. */
    publicAnswer: PublicAnswer;
  };
};
