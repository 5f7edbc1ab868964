import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignTerms } from '../../../contract/rewards/schemas';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import type { Database } from '../../db/client';
import { campaignBudgetAccount, postTransaction, systemAccount } from '../../core/money/ledger';
import { parseCommand } from '../../ops/cli';
import { createCampaign } from './admin';
import { BUDGET_SHARDS, budgetOf } from './budget';
import { welcomeTerms } from './seed-campaigns';

/** `npm run ops -- campaign rebalance` on real PostgreSQL (decisions 053 and 069). */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await database.close();
});

const run = async (...argv: string[]) => {
  const command = parseCommand(['campaign', ...argv]);
  if (typeof command === 'string') throw new Error(command);
  return command(database);
};

/** A campaign funded as before the shards: all of its money in shard 0. */
async function oldCampaign(amount: bigint) {
  const db = database.db;
  const code = `old-${randomBytes(4).toString('hex')}`;
  const c = await createCampaign(db, 'cli:test', code, CampaignTerms.parse(welcomeTerms));
  await db.transaction(async (tx) =>
    postTransaction(tx, {
      kind: 'budget_fund',
      idempotencyKey: `test:old-fund:${code}`,
      entries: [
        { ledgerAccountId: await systemAccount(tx, 'bonus'), amount: -amount, system: true },
        { ledgerAccountId: await campaignBudgetAccount(tx, c.id, 0), amount, system: false },
      ],
    }),
  );
  return { id: c.id, code };
}

const shardBalances = async (id: number) => {
  const out: bigint[] = [];
  for (let k = 0; k < BUDGET_SHARDS; k++) {
    const acct = await campaignBudgetAccount(database.db, id, k);
    const r = await database.db.execute<{ b: string }>(
      sql`SELECT balance::text AS b FROM ledger_accounts WHERE id = ${acct}`,
    );
    out.push(BigInt(r.rows[0]!.b));
  }
  return out;
};

const rebalances = async (id: number) => {
  const r = await database.db.execute<{ tx: string; audit: string }>(sql`
    SELECT (SELECT count(*) FROM ledger_transactions WHERE kind = 'budget_rebalance'
              AND (memo->>'campaignId')::bigint = ${id})::text AS tx,
           (SELECT count(*) FROM operator_audit WHERE action = 'campaign.rebalance'
              AND target = ${`campaign:${id}`})::text AS audit`);
  return { tx: Number(r.rows[0]!.tx), audit: Number(r.rows[0]!.audit) };
};

describe('npm run ops -- campaign rebalance', () => {
  it('spreads shard 0 evenly over every shard in one audited ledger transaction, and then moves nothing', async () => {
    const c = await oldCampaign(1_000_005n);
    expect(await run('rebalance', c.code)).toMatch(/budget 1000005 {2}grants 0 {2}moved 937504$/);
    // 1,000,005 over 16: 62,500 each, the 5 left to the first five shards.
    expect(await shardBalances(c.id)).toEqual(
      Array.from({ length: BUDGET_SHARDS }, (_, k) => (k < 5 ? 62_501n : 62_500n)),
    );
    expect(await budgetOf(database.db, c.id)).toBe(1_000_005n);
    expect(await rebalances(c.id)).toEqual({ tx: 1, audit: 1 });

    expect(await run('rebalance', String(c.id))).toMatch(/moved 0$/);
    expect(await rebalances(c.id)).toEqual({ tx: 1, audit: 1 });
  });

  it('two rebalances at once move the money once', async () => {
    const c = await oldCampaign(160_000n);
    const out = await Promise.all([run('rebalance', c.code), run('rebalance', c.code)]);
    expect(out.map((o) => /moved (\d+)$/.exec(o)![1]).sort()).toEqual(['0', '150000']);
    expect(await shardBalances(c.id)).toEqual(Array.from({ length: BUDGET_SHARDS }, () => 10_000n));
    expect(await rebalances(c.id)).toEqual({ tx: 1, audit: 1 });
  });

  it('refuses an unknown campaign', async () => {
    await expect(run('rebalance', 'no-such-campaign')).rejects.toThrow(/no campaign/);
  });
});
