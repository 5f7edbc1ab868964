import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** One file per database function, holding its live body (see functions/README.md). */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export type FunctionFile = { name: string; text: string; sha256: string };

/** The function files of a folder, by name (the name is the function's). */
export async function readFunctionFiles(folder = functionsFolder): Promise<FunctionFile[]> {
  const files = (await fs.readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await fs.readFile(path.join(folder, file), 'utf8');
      return {
        name: file.slice(0, -'.sql'.length),
        text,
        sha256: createHash('sha256').update(text).digest('hex'),
      };
    }),
  );
}

// The hash of each file as last applied to this database. Plain SQL, outside the Drizzle schema:
// it is the applier's bookkeeping, as drizzle.__drizzle_migrations is the migrator's, and must
// exist before the first file is compared, whatever the migrations hold.
const CREATE_SOURCE_TABLE = `CREATE TABLE IF NOT EXISTS db_function_source (
  name text PRIMARY KEY,
  sha256 text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

const RECORD_SOURCE = `INSERT INTO db_function_source (name, sha256) VALUES ($1, $2)
  ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, applied_at = now()`;

/**
 * Apply every function file whose text differs from the one last applied here (CREATE OR
 * REPLACE; a trigger function's file re-creates its triggers too), and record the new hashes, in
 * one transaction: a file that fails leaves the database as it was and the start fails. Called
 * after the migrations, under their lock, on `client` (which holds it). Answers the names applied.
 */
export async function applyFunctionFiles(client: pg.ClientBase, folder = functionsFolder): Promise<string[]> {
  const files = await readFunctionFiles(folder);
  await client.query(CREATE_SOURCE_TABLE);
  const { rows } = await client.query<{ name: string; sha256: string }>(
    'SELECT name, sha256 FROM db_function_source',
  );
  const applied = new Map(rows.map((r) => [r.name, r.sha256]));
  const changed = files.filter((f) => applied.get(f.name) !== f.sha256);
  const gone = rows.filter((r) => !files.some((f) => f.name === r.name)).map((r) => r.name);
  if (changed.length === 0 && gone.length === 0) return [];
  await client.query('BEGIN');
  try {
    for (const file of changed) {
      await client.query(file.text).catch((err: unknown) => {
        throw new Error(
          `server/db/functions/${file.name}.sql: ${err instanceof Error ? err.message : String(err)}`,
          {
            cause: err,
          },
        );
      });
      await client.query(RECORD_SOURCE, [file.name, file.sha256]);
    }
    // A file removed (its function dropped by a migration) forgets its hash, so the same text
    // added back later is applied again.
    await client.query('DELETE FROM db_function_source WHERE name = ANY($1)', [gone]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
  return changed.map((f) => f.name);
}
