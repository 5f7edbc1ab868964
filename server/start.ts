/**
 * `npm start`: build the PWA if its sources changed, start the database and the server, seed
 * demo data on the first run, print the URL and the demo logins. Ctrl-C stops everything.
 */
import { loadConfig } from './core/context/config';
import { DataDirInUseError, liveOwner } from './db/data-dir-lock';
import { seedDemoData, demoLogins } from './seed';
import { DEMO_ADMIN, demoAdminOtpauthUrl, seedDemoAdmin } from './seed/demo-admin';
import { dataSealer } from './core/sessions/sealed';
import { ensureBuilt } from './build-if-needed';
import { startServer } from './main';
import { createLogger, redactUrl } from './core/context/logger';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  // Refuse before the build check too: a second start on a folder in use changes nothing. (The
  // lock itself is taken with the database, which settles two starts racing past this point.)
  const owner = config.databaseUrl ? undefined : liveOwner(config.dataDir);
  if (owner) throw new DataDirInUseError(config.dataDir, owner);
  await ensureBuilt(config.distDir);
  console.log(
    config.databaseUrl
      ? `Database: ${redactUrl(config.databaseUrl)}`
      : `Database: embedded PostgreSQL in ${config.dataDir}`,
  );

  const server = await startServer(config, {
    log,
    beforeListen: async ({ db }) => {
      let lastLine = '';
      const { seeded } = await seedDemoData(db, {
        onProgress: (stage, done, total) => {
          const line = `Seeding demo data: ${stage} ${done}/${total}`;
          if (line === lastLine) return;
          lastLine = line;
          if (process.stdout.isTTY) process.stdout.write(`\r\x1b[K${line}`);
          else if (done === total) console.log(line);
        },
      });
      if (process.stdout.isTTY && lastLine) process.stdout.write('\n');
      await seedDemoAdmin(db, dataSealer(config));
      console.log(seeded ? 'Demo data generated.' : 'Demo data already present.');
    },
  });

  console.log(`\nThe platform is up at ${server.url}\n`);
  console.log('Demo logins:');
  for (const l of demoLogins) console.log(`  ${l.role.padEnd(14)} ${l.account.padEnd(14)} ${l.password}`);
  console.log(
    `  ${'staff admin'.padEnd(14)} ${DEMO_ADMIN.login.padEnd(14)} ${DEMO_ADMIN.password}  (POST /ops/staff/login; ` +
      `TOTP seed ${DEMO_ADMIN.totpSecret}, ${demoAdminOtpauthUrl()}; or \`npm run ops -- staff demo-code\`)`,
  );
  if (config.env !== 'production')
    console.log(
      `\nMode: ${config.env} (demo payments ${config.demoPayments ? 'on' : 'off'}; without SMTP_URL or ` +
        'SMS_GATEWAY_URL codes go to the log). A deployment sets NODE_ENV=production.',
    );
  console.log('\nPress Ctrl-C to stop.');

  let stoppingSince = 0;
  const stop = async (signal: string) => {
    if (stoppingSince) {
      // The same signal twice at once is a wrapper (tsx, a process-group kill) relaying it, not
      // an impatient operator: only a repeat after a second forces the exit.
      if (Date.now() - stoppingSince < 1_000) return;
      console.log('Forced exit.');
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: finishing requests and stopping the database...`);
    try {
      await server.close();
      console.log('Stopped.');
      process.exit(0);
    } catch (err) {
      console.error('Shutdown failed:', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
