import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { findCampaign } from './campaign';
import { writeGrant } from './grant';
import { openNodes, type Nodes } from '../../../tests/helpers/nodes';
import { createMember, liveCampaign, unique } from '../../../tests/helpers/factories';

/**
 * The claim's database side (server/db/functions/reward_grant.sql, docs/archive/performance-diary.md
 * "branch claimdb"): a grant paid at once is written by its INSERT, never INSERTed as held and
 * UPDATEd in the same call (that UPDATE was not HOT: a second tuple and an entry in each of the
 * table's indexes).
 */
let nodes: Nodes;
let db: Db;
beforeAll(async () => {
  nodes = await openNodes({ first: 4, second: 1 });
  ({ db } = nodes);
});
afterAll(() => nodes.close());

/** This transaction's inserts and updates of reward_grants (pg_stat_xact_user_tables). */
const writes = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) =>
  (
    await tx.execute<{ ins: string; upd: string }>(sql`
      SELECT n_tup_ins::text AS ins, n_tup_upd::text AS upd FROM pg_stat_xact_user_tables
      WHERE relname = 'reward_grants'`)
  ).rows[0]!;

describe('a paid grant, written once', () => {
  for (const multiple of [0, 3]) {
    it(`wagering x${multiple}: one INSERT, no UPDATE, with its status, clock and ledger transaction`, async () => {
      const campaign = await findCampaign(db, await liveCampaign(db, { wageringMultiple: multiple }));
      const m = await createMember(db);
      const { out, before, after } = await db.transaction(async (tx) => {
        // Counts the backend has not flushed yet show in the view too: compare within the transaction.
        const before = await writes(tx);
        const out = await writeGrant(tx, {
          accountId: m.accountId,
          campaign,
          source: 'promotion',
          sourceRef: unique('ref-'),
          amount: 1_000n,
          hold: false,
        });
        return { out, before, after: await writes(tx) };
      });
      const stat = {
        ins: Number(after.ins) - Number(before.ins),
        upd: Number(after.upd) - Number(before.upd),
      };
      expect(stat).toEqual({ ins: 1, upd: 0 });
      expect(out.grant.status).toBe(multiple === 0 ? 'completed' : 'active');
      const row = (
        await db.execute<Record<string, unknown>>(sql`
          SELECT g.status, g.counts_from IS NOT NULL AS counting, g.expires_at IS NOT NULL AS expiring,
            g.closed_at IS NOT NULL AS closed, t.idempotency_key,
            (SELECT sum(amount)::text FROM ledger_entries e WHERE e.transaction_id = t.id) AS net
          FROM reward_grants g JOIN ledger_transactions t ON t.id = g.ledger_transaction_id
          WHERE g.id = ${out.grant.id}`)
      ).rows[0];
      expect(row).toEqual({
        status: multiple === 0 ? 'completed' : 'active',
        counting: true,
        expiring: multiple !== 0,
        closed: multiple === 0,
        idempotency_key: `reward:grant:${out.grant.id}`,
        net: '0',
      });
    });
  }

  it('a held grant is still written held, with no transaction', async () => {
    const campaign = await findCampaign(db, await liveCampaign(db, { wageringMultiple: 1 }));
    const m = await createMember(db);
    const out = await db.transaction((tx) =>
      writeGrant(tx, {
        accountId: m.accountId,
        campaign,
        source: 'promotion',
        sourceRef: unique('ref-'),
        amount: 1_000n,
        hold: true,
      }),
    );
    const row = (
      await db.execute<Record<string, unknown>>(sql`
        SELECT status, ledger_transaction_id, counts_from FROM reward_grants WHERE id = ${out.grant.id}`)
    ).rows[0];
    expect(row).toEqual({ status: 'held', ledger_transaction_id: null, counts_from: null });
  });

  it('the grant → transaction key, checked at commit, still refuses a transaction that does not exist', async () => {
    const campaign = await findCampaign(db, await liveCampaign(db, { wageringMultiple: 0 }));
    const m = await createMember(db);
    const insert = db.execute(sql`
        INSERT INTO reward_grants (account_id, campaign_id, source, source_ref, amount, status, turnover_required,
          ledger_transaction_id)
        VALUES (${m.accountId}, ${campaign.id}, 'promotion', ${unique('ref-')}, 1000, 'completed', 0,
          (SELECT coalesce(max(id), 0) + 1000000 FROM ledger_transactions))`);
    const err = await insert.then(
      () => null,
      (e: unknown) => e as { cause?: { message?: string } },
    );
    expect(err?.cause?.message).toMatch(/foreign key/);
  });
});
