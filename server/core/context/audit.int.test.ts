import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import type { Database } from '../../db/client';
import { parseCommand } from '../../ops/cli';
import { audit, verifyAuditChain } from './audit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(() => database.close());

type Row = { id: string; prev_hash: string; hash: string };
const rows = async () =>
  (await database.db.execute<Row>(sql`SELECT id, prev_hash, hash FROM operator_audit ORDER BY id`)).rows;

const verifyByCli = async () => {
  const command = parseCommand(['audit', 'verify']);
  if (typeof command === 'string') throw new Error(command);
  return command(database);
};

describe('the audit log is hash-chained (decision 102)', () => {
  it('links each row to the one before, from an empty hash', async () => {
    await audit(
      database.db,
      'staff:ana',
      'deposit.confirm',
      'deposit:1',
      { amount: '100' },
      { ip: '198.51.100.1' },
    );
    await database.db.transaction(async (tx) => {
      await audit(tx, 'key:bot', 'staff.set-role', 'staff:bo', null, {
        before: { role: 'support' },
        after: { role: 'risk' },
      });
    });
    const [a, b] = await rows();
    expect(a!.prev_hash).toBe('');
    expect(a!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(b!.prev_hash).toBe(a!.hash);
    expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 2 });
  });

  it('never forks under concurrent writers, each in its own transaction', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_sleep(${(i % 5) / 1000})`);
          await audit(tx, `staff:w${i}`, 'test.write', `n:${i}`, { i });
        }),
      ),
    );
    const all = await rows();
    expect(all).toHaveLength(42);
    // Each hash is the previous of exactly one row: one line, no branch.
    expect(new Set(all.map((r) => r.prev_hash)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) expect(all[i]!.prev_hash).toBe(all[i - 1]!.hash);
    expect(await verifyByCli()).toBe('Audit chain intact: 42 rows.');
  });

  it('a rolled-back action leaves no row and no gap in the chain', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await audit(tx, 'staff:ana', 'test.rollback', 'x:1');
        throw new Error('the action failed');
      }),
    ).rejects.toThrow(/failed/);
    expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 42 });
  });

  it("migration 0042's chaining of older rows computes the writer's hashes", async () => {
    const file = await readFile(new URL('../../db/migrations/0042_staff.sql', import.meta.url), 'utf8');
    const backfill = /DO \$\$[\s\S]*?END \$\$;/.exec(file)![0];
    const before = await rows();
    await database.db.execute(sql.raw(backfill));
    expect(await rows()).toEqual(before);
  });

  it('names the first row edited or removed behind its back', async () => {
    const all = await rows();
    const victim = all[10]!;
    const original = await database.db.execute<{ detail: string }>(
      sql`SELECT detail::text AS detail FROM operator_audit WHERE id = ${victim.id}`,
    );
    await database.db.execute(
      sql`UPDATE operator_audit SET detail = '{"i": 999}'::jsonb WHERE id = ${victim.id}`,
    );
    expect(await verifyAuditChain(database.db)).toEqual({
      ok: false,
      rows: 42,
      brokenAt: Number(victim.id),
      reason: 'hash',
    });
    await expect(verifyByCli()).rejects.toThrow(`Audit chain broken at row ${victim.id}`);

    // A later row removed: the row after it no longer links; the first break is still reported first.
    await database.db.execute(sql`DELETE FROM operator_audit WHERE id = ${all[20]!.id}`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ brokenAt: Number(victim.id) });
    await database.db.execute(
      sql`UPDATE operator_audit SET detail = ${original.rows[0]!.detail}::jsonb WHERE id = ${victim.id}`,
    );
    expect(await verifyAuditChain(database.db)).toEqual({
      ok: false,
      rows: 41,
      brokenAt: Number(all[21]!.id),
      reason: 'prev',
    });
  });
});
