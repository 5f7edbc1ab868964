import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openNodes, type Nodes } from '../../../tests/helpers/nodes';
import { sqlRow, sqlRows, sqlRun } from './rows';

const Pair = z.object({ n: z.number().int(), big: z.coerce.bigint() });

describe('raw SQL rows (decision 076)', () => {
  let nodes: Nodes;
  beforeAll(async () => {
    nodes = await openNodes({ seeded: false, first: 2, second: 1 });
  });
  afterAll(() => nodes.close());

  it('decodes every row with the decoder given', async () => {
    const rows = await sqlRows(
      nodes.db,
      sql`SELECT g AS n, (g * 10000000000)::bigint AS big FROM generate_series(1, 3) g`,
      Pair.parse,
    );
    expect(rows).toEqual([
      { n: 1, big: 10_000_000_000n },
      { n: 2, big: 20_000_000_000n },
      { n: 3, big: 30_000_000_000n },
    ]);
  });

  it('answers undefined for no row, and fails loudly on a row of another shape', async () => {
    expect(await sqlRow(nodes.db, sql`SELECT 1 AS n, 2 AS big WHERE false`, Pair.parse)).toBeUndefined();
    await expect(sqlRow(nodes.db, sql`SELECT 'x' AS n, 2 AS big`, Pair.parse)).rejects.toThrow();
  });

  it('counts the rows a statement touched', async () => {
    // One transaction: a temporary table lives on one connection of the pool.
    const touched = await nodes.db.transaction(async (tx) => {
      await sqlRun(tx, sql`CREATE TEMP TABLE rows_probe (n int) ON COMMIT DROP`);
      return sqlRun(tx, sql`INSERT INTO rows_probe SELECT generate_series(1, 4)`);
    });
    expect(touched).toBe(4);
  });
});
