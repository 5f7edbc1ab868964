import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, startEmbeddedPostgres } from '../../server/db/client';
import { applyMigrations } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed';

export const TEMPLATE_MIGRATED = 'tmpl_migrated';
export const TEMPLATE_SEEDED = 'tmpl_seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (or TEST_DATABASE_URL's server): two template databases,
 * migrated and migrated+seeded, that each test file clones in milliseconds.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-test-'));
    const server = await startEmbeddedPostgres(dir);
    adminUrl = server.url;
    stop = server.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of [TEMPLATE_MIGRATED, TEMPLATE_SEEDED]) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = withDatabase(adminUrl, name);
    const { db, pool } = connect(url, 4);
    await applyMigrations(db, pool);
    if (name === TEMPLATE_SEEDED) await seedDemoData(db);
    await pool.end();
  }
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
