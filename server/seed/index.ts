import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { hashPassword } from '../core/sessions/password';
import { buildAccounts } from './accounts';
import { buildCatalogue, type Catalogue } from './catalogue';
import { mapLimit, type Progress, type Tx } from './write';
import { writeAccounts } from './write-accounts';
import { writeAgentContracts } from './write-agent-contracts';
import { writeContent, writeGames, writeSite } from './write-catalogue';
import { writeLedger } from './write-ledger';
import { buildWinners, writeWinners } from './winners';
import { analyzeDatabase, lockSeed } from './seed.sql';
import { writePaymentChannels } from '../features/payments';
import { writeHelpContent } from '../features/help';
import { seedRewardCampaigns } from '../engine/rewards';
import { seedRewardCentreCampaigns } from '../features/reward-centre';
import { seedRebate } from '../features/rebate';
import { seedVip } from '../features/vip';
import { seedPointsMall } from '../features/points';
import { seedMissionsFeature } from '../features/missions';
import { seedRedEnvelopes } from '../features/red-envelopes';
import { seedLucky } from '../features/lucky';
import { seedReferralCampaigns } from '../features/referral';

export { buildCatalogue, type Catalogue } from './catalogue';

/** Bump when the seeded data changes; stored under `seed.version`. */
export const SEED_VERSION = '3';

/** The settings key whose presence means "already seeded". */
export const SEED_MARKER = 'seed.version';

/** Advisory lock id; the migration lock is 7_202_611 (server/db/migrate.ts). */
const SEED_LOCK = 7_202_612;

/** scrypt takes ~128 MiB and ~0.3 s per hash: two at a time keeps a 2-core box responsive. */
const HASH_CONCURRENCY = 2;

/** Ready-made logins, printed by `npm start`. The trial account logs in via free play instead. */
export const demoLogins: { account: string; password: string; role: string }[] = buildAccounts().flatMap(
  (a) => (a.role && a.password ? [{ account: a.account, password: a.password, role: a.role }] : []),
);

async function isSeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, SEED_MARKER));
  return rows.length > 0;
}

/**
 * The features' own rows (campaigns, rates, prize tables, ...). Each writes only what is missing,
 * so it runs on a fresh seed and again on every start: a database seeded before a feature
 * existed gets that feature's rows then.
 */
async function seedFeatures(tx: Tx): Promise<void> {
  await seedRewardCampaigns(tx);
  await seedRewardCentreCampaigns(tx);
  await seedRebate(tx);
  await seedVip(tx);
  await seedPointsMall(tx);
  await seedMissionsFeature(tx);
  await seedRedEnvelopes(tx);
  await seedLucky(tx);
  await seedReferralCampaigns(tx);
}

/** Each distinct password hashed once (hashes are salted, so reuse is safe and saves seconds). */
async function hashPasswords(c: Catalogue): Promise<Map<string, string>> {
  const distinct = [...new Set(c.accounts.flatMap((a) => (a.password === null ? [] : [a.password])))];
  const hashes = await mapLimit(distinct, HASH_CONCURRENCY, hashPassword);
  return new Map(distinct.map((p, i) => [p, hashes[i] as string]));
}

/**
 * Writes the demo catalogue, site settings, accounts and opening balances, once.
 *
 * All of it goes in one transaction, so a crash leaves nothing behind. Several nodes may boot
 * at once: the transaction takes an advisory lock and re-checks the marker under it, so the
 * second node waits, then finds the data and returns `{ seeded: false }`.
 */
export async function seedDemoData(
  db: Db,
  opts: { onProgress?: (stage: string, done: number, total: number) => void } = {},
): Promise<{ seeded: boolean }> {
  const progress: Progress = opts.onProgress ?? (() => {});
  // Cheap check first so an already seeded database pays neither the build nor the hashing. A
  // database seeded before a feature existed gets that feature's rows now (under the lock).
  if (await isSeeded(db)) {
    await db.transaction(async (tx) => {
      await lockSeed(tx, SEED_LOCK);
      await seedFeatures(tx);
    });
    return { seeded: false };
  }

  const catalogue = buildCatalogue();
  // Hashing is slow on purpose; do it before the transaction so no lock is held meanwhile.
  progress('passwords', 0, 1);
  const hashes = await hashPasswords(catalogue);
  progress('passwords', 1, 1);

  const result = await db.transaction(async (tx) => {
    await lockSeed(tx, SEED_LOCK);
    if (await isSeeded(tx)) return { seeded: false };

    await writeGames(tx, catalogue, progress);
    await writeContent(tx, catalogue, progress);
    await writeWinners(tx, buildWinners(catalogue.games), progress);
    await writeSite(tx, catalogue, progress);
    const accountIds = await writeAccounts(tx, catalogue.accounts, hashes, progress);
    await writeLedger(tx, catalogue.accounts, accountIds, progress);
    await writeAgentContracts(tx, accountIds);
    await writePaymentChannels(tx);
    await writeHelpContent(tx);
    await seedFeatures(tx);
    // The marker goes last, in the same transaction: it exists if and only if the data does.
    await tx.insert(settings).values({ key: SEED_MARKER, value: SEED_VERSION });
    return { seeded: true };
  });
  // Fresh statistics, so the planner knows the tables are big (the search uses the trigram
  // indexes) before autovacuum gets round to it.
  if (result.seeded) {
    await analyzeDatabase(db);
    progress('done', 1, 1);
  }
  return result;
}
