import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/core/context/config';
import { buildDeps } from '../../server/deps';
import { connect, runtimeFile, type RuntimeInfo } from '../../server/db/client';
import { createLogger } from '../../server/core/context/logger';
import { DevMailer } from '../../server/providers/mail/dev';
import { DevSmsProvider } from '../../server/providers/sms/dev';

/**
 * The real app in this process on the database of a running server (DATA_DIR's runtime.json,
 * ./data by default), for the trace tools: what a call sends, without the HTTP server.
 */
export function runningApp() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const info = JSON.parse(fs.readFileSync(runtimeFile(dataDir), 'utf8')) as RuntimeInfo;
  const { db, pool } = connect(info.url);
  const config = { ...loadConfig(process.env), dataDir };
  const app = createApp(
    buildDeps(config, {
      db,
      pool,
      log: createLogger('silent'),
      providers: { sms: new DevSmsProvider(), mailer: new DevMailer() },
    }),
  );
  return { db, pool, config, app };
}
