import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../../tests/helpers/global-setup';
import { applyFunctionFiles, functionsFolder, readFunctionFiles } from './apply-functions';
import { migrationsFolder } from './migrate';

// A database of this file's own, created empty (not cloned from the migrated template, whose
// functions already come from the files): the migrations alone, then the files on top.
const adminUrl = inject('pgAdminUrl');
const name = `f_${randomBytes(6).toString('hex')}`;
let pool: pg.Pool;
let client: pg.PoolClient;
let copy: string;

type Definition = { name: string; def: string };

/** Every function of ours (plpgsql or sql, in public, not an extension's) as PostgreSQL prints it. */
async function readFunctions(): Promise<Definition[]> {
  const r = await client.query<Definition>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
     FROM pg_proc p
     JOIN pg_namespace n ON n.oid = p.pronamespace
     JOIN pg_language l ON l.oid = p.prolang
     WHERE n.nspname = 'public' AND l.lanname IN ('plpgsql', 'sql')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                       WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
     ORDER BY 1, 2`,
  );
  return r.rows;
}

/** Every trigger written by hand (not a foreign key's) on a table in public. */
async function readTriggers(): Promise<Definition[]> {
  const r = await client.query<Definition>(
    `SELECT t.tgname AS name, pg_get_triggerdef(t.oid) AS def
     FROM pg_trigger t
     JOIN pg_class c ON c.oid = t.tgrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND NOT t.tgisinternal
     ORDER BY 1`,
  );
  return r.rows;
}

const functionDef = async (fn: string) => (await readFunctions()).find((f) => f.name === fn)?.def;
const recorded = async (fn: string) =>
  (await client.query<{ sha256: string }>('SELECT sha256 FROM db_function_source WHERE name = $1', [fn]))
    .rows[0]?.sha256;

let before: { functions: Definition[]; triggers: Definition[] };
let appliedFirst: string[];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 2 });
  await migrate(drizzle(pool), { migrationsFolder });
  client = await pool.connect();
  before = { functions: await readFunctions(), triggers: await readTriggers() };
  appliedFirst = await applyFunctionFiles(client);
  copy = await fs.mkdtemp(path.join(os.tmpdir(), 'db-functions-'));
  await fs.cp(functionsFolder, copy, { recursive: true });
});
afterAll(async () => {
  client?.release();
  await pool?.end();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  if (copy) await fs.rm(copy, { recursive: true, force: true });
});

describe('the function files (server/db/functions)', () => {
  it('hold the live bodies: applied on top of the migrations, they change no function and no trigger', async () => {
    const files = await readFunctionFiles();
    // A database that never saw the files applies them all, once.
    expect(appliedFirst).toEqual(files.map((f) => f.name));
    expect(await readFunctions()).toEqual(before.functions);
    // A trigger re-created by its file is the same trigger.
    expect(await readTriggers()).toEqual(before.triggers);
  });

  it('cover every function and trigger of the schema, one function per file, named after it', async () => {
    const files = await readFunctionFiles();
    const names = files.map((f) => f.name);
    const functions = await readFunctions();
    // No function lives only in a migration, and no old overload survives a signature change.
    expect(functions.map((f) => f.name)).toEqual(names);
    for (const file of files) {
      const created = [...file.text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((m) => m[1]);
      expect(created, file.name).toEqual([file.name]);
    }
    const bound = files.flatMap((f) =>
      [...f.text.matchAll(/CREATE (?:CONSTRAINT )?TRIGGER (\w+)/g)].map((m) => m[1]),
    );
    expect((await readTriggers()).map((t) => t.name).sort()).toEqual(bound.sort());
  });

  it('re-applies a file whose text changed, on the next start, and leaves the unchanged ones alone', async () => {
    expect(await applyFunctionFiles(client)).toEqual([]);

    const file = path.join(copy, 'seamless_house.sql');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace('BEGIN\n', 'BEGIN\n  -- a changed body\n'));
    const [changed] = (await readFunctionFiles(copy)).filter((f) => f.name === 'seamless_house');
    expect(await applyFunctionFiles(client, copy)).toEqual(['seamless_house']);
    expect(await functionDef('seamless_house')).toContain('-- a changed body');
    expect(await recorded('seamless_house')).toBe(changed!.sha256);
    expect(await applyFunctionFiles(client, copy)).toEqual([]);

    // Back to the repository's text: that is a change too.
    expect(await applyFunctionFiles(client)).toEqual(['seamless_house']);
    expect(await functionDef('seamless_house')).not.toContain('-- a changed body');
  });

  it('applies the changed files all or none: a file that fails is named and nothing is recorded', async () => {
    const wallet = path.join(copy, 'reward_member_wallet.sql');
    const house = path.join(copy, 'seamless_house.sql');
    const text = await fs.readFile(wallet, 'utf8');
    await fs.writeFile(wallet, text.replace('BEGIN\n', 'BEGIN\n  -- applied with its neighbour only\n'));
    await fs.writeFile(house, (await fs.readFile(house, 'utf8')).replace('RETURN v_id;', 'RETURN v_id'));
    await expect(applyFunctionFiles(client, copy)).rejects.toThrow(
      /server\/db\/functions\/seamless_house\.sql: /,
    );
    expect(await functionDef('reward_member_wallet')).not.toContain('applied with its neighbour only');
    expect(await recorded('reward_member_wallet')).toBe(
      (await readFunctionFiles()).find((f) => f.name === 'reward_member_wallet')!.sha256,
    );
    await fs.cp(functionsFolder, copy, { recursive: true });
  });

  it('forgets the hash of a file that is gone, so the same text added back is applied again', async () => {
    await fs.rm(path.join(copy, 'seamless_house.sql'));
    expect(await applyFunctionFiles(client, copy)).toEqual([]);
    expect(await recorded('seamless_house')).toBeUndefined();
    expect(await applyFunctionFiles(client)).toEqual(['seamless_house']);
  });
});
