/**
 * Run the agent settlement once against the platform's database, as a node's tick would:
 * `tsx server/jobs/run-settlement.ts [--at <ISO instant>]`. `--at` settles as if the clock read
 * that instant (the e2e test uses it to close the current 5-minute window without waiting).
 */
import { loadConfig } from '../core/context/config';
import { connectForOps } from '../db/ops-connect';
import { settleDue } from './scheduler';

const at = process.argv.indexOf('--at');
const now = at > 0 ? new Date(process.argv[at + 1] ?? '') : new Date();
if (Number.isNaN(now.getTime())) {
  console.error('usage: run-settlement.ts [--at <ISO instant>]');
  process.exit(2);
}
const database = await connectForOps(loadConfig(process.env));
try {
  const summary = await settleDue(database.db, now);
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} finally {
  await database.close();
}
