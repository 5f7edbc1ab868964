import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetRecordsQuery } from '../../../contract/records/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createSession } from '../../core/sessions/sessions';
import { systemAccount } from '../../core/money/ledger';
import { betQueries, lineTotalsSql, linePageSql } from './records.sql';
import { memberWallets } from './member-wallets';
import { rangeInstants } from './range';
import { createMember } from '../../../tests/helpers/factories';

/**
 * A member with 100,000 bets and 100,000 ledger transactions over 90 days, beside another
 * member's 50,000 bets: pages and totals must come from the records indexes, not a scan, and
 * answer fast at any depth. The rows are written by SQL in bulk (posting 100,000 transactions
 * one by one would take minutes); they are balanced, so the ledger's own triggers accept them.
 */
const N = 100_000;
let t: TestApp;
let accountId: number;
let headers: Record<string, string>;
const today = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
const range = { from, to: today, tz: 0 };

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };
type Explained = { Plan: PlanNode; 'Execution Time': number };

function nodes(p: PlanNode): PlanNode[] {
  return [p, ...(p.Plans ?? []).flatMap(nodes)];
}

/**
 * The plan PostgreSQL runs, with its execution time. `noSeqScan` asks what the plan is when
 * table and bitmap scans are ruled out: here one member owns most of the rows, so for a whole-range total the
 * planner rightly prefers reading the table; on a real platform a member is a sliver of it.
 */
async function explain(
  query: SQL,
  opts: { noSeqScan?: boolean } = {},
): Promise<{ nodes: PlanNode[]; ms: number }> {
  const r = await t.database.db.transaction(async (tx) => {
    if (opts.noSeqScan)
      await tx.execute(sql`SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off`);
    return tx.execute<{ 'QUERY PLAN': Explained[] }>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
  });
  const plan = r.rows[0]!['QUERY PLAN'][0]!;
  return { nodes: nodes(plan.Plan), ms: plan['Execution Time'] };
}

const scansOf = (ns: PlanNode[], relation: string) => ns.filter((n) => n['Relation Name'] === relation);

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const db = t.database.db;
  const m = await createMember(db);
  const other = await createMember(db);
  accountId = m.accountId;
  const { token } = await createSession(db, { accountId, ip: '203.0.113.10', userAgent: 'vitest' });
  headers = { authorization: `Bearer ${token}` };
  const [house, bonus] = [await systemAccount(db, 'house'), await systemAccount(db, 'bonus')];
  // One bet every 76 s from 88 days ago: 100,000 of them span 87.96 days and end before now, so
  // every one lies inside the 90 days ending today whatever the hour (at 77 s they ran 2.9 h past
  // now, and after 21:00 UTC the last ones fell into tomorrow). Every third wins; every 50th is open.
  const start = sql`(now() - interval '88 days')`;
  const bets = (owner: number, wallet: number, count: number, tag: string) => sql`
    INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
                      bet_amount, win_amount, status, placed_at)
    SELECT ${owner}::bigint, 'HOUSE', 'g' || (i % 7), 'r' || i, ${tag} || i, ${wallet}::bigint, 100,
      CASE WHEN i % 3 = 0 THEN 250 ELSE 0 END, CASE WHEN i % 50 = 0 THEN 'open' ELSE 'settled' END,
      ${start} + i * interval '76 seconds'
    FROM generate_series(1, ${count}) i`;
  await db.execute(bets(accountId, m.wallet, N, 'perf-a-'));
  await db.execute(bets(other.accountId, other.wallet, N / 2, 'perf-b-'));
  // Each transaction: the member's entry and its system side; every 1,000th is a bonus.
  await db.execute(sql`
    WITH t AS (
      INSERT INTO ledger_transactions (kind, idempotency_key, created_at)
      SELECT CASE WHEN i % 1000 = 0 THEN 'bonus' ELSE 'seamless_bet' END, 'perf:' || i,
        ${start} + i * interval '76 seconds'
      FROM generate_series(1, ${N}) i
      RETURNING id, kind, created_at)
    INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after, created_at)
    SELECT id, ${m.wallet}::bigint, CASE WHEN kind = 'bonus' THEN 5 ELSE -1 END, 0, created_at FROM t
    UNION ALL
    SELECT id, CASE WHEN kind = 'bonus' THEN ${bonus}::bigint ELSE ${house}::bigint END,
      CASE WHEN kind = 'bonus' THEN -5 ELSE 1 END, 0, created_at FROM t`);
  await db.execute(sql`VACUUM ANALYZE bets`);
  await db.execute(sql`VACUUM ANALYZE ledger_entries`);
  await db.execute(sql`VACUUM ANALYZE ledger_transactions`);
}, 300_000);
afterAll(() => t.close());

describe('a member with 100,000 records', () => {
  const q = (extra: Partial<BetRecordsQuery> = {}): BetRecordsQuery => ({
    ...range,
    language: 'en',
    limit: 20,
    ...extra,
  });

  it('pages bets from the index, first page and deep', async () => {
    const first = await explain(betQueries(accountId, q()).page);
    const bets = scansOf(first.nodes, 'bets');
    expect(bets.map((n) => n['Node Type'])).toEqual([expect.stringMatching(/^Index (Only )?Scan$/)]);
    expect(bets[0]!['Index Name']).toBe('bets_account_placed_id_idx');
    expect(first.nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
    expect(first.ms).toBeLessThan(50);
    // A cursor 90,000 rows deep costs the same: the row comparison is an index condition.
    const deep = await t.database.db.execute<{ cur: string; id: string }>(sql`
      SELECT (extract(epoch from placed_at) * 1000000)::bigint::text AS cur, id::text FROM bets
      WHERE account_id = ${accountId} ORDER BY placed_at, id OFFSET 10000 LIMIT 1`);
    const cursor = `${deep.rows[0]!.cur}-${deep.rows[0]!.id}`;
    const far = await explain(betQueries(accountId, q({ cursor })).page);
    expect(scansOf(far.nodes, 'bets')[0]!['Index Name']).toBe('bets_account_placed_id_idx');
    expect(far.ms).toBeLessThan(50);
  });

  it('sums the bets of 90 days by an index-only aggregate', async () => {
    const indexed = await explain(betQueries(accountId, q()).totals, { noSeqScan: true });
    const bets = scansOf(indexed.nodes, 'bets');
    expect(bets.map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Only Scan', 'bets_account_placed_id_idx'],
    ]);
    expect(indexed.ms).toBeLessThan(400);
    // A week, the usual ask: the planner itself takes the index.
    const week = await explain(
      betQueries(accountId, q({ from: new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10) }))
        .totals,
    );
    expect(scansOf(week.nodes, 'bets').map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Only Scan', 'bets_account_placed_id_idx'],
    ]);
    expect(week.ms).toBeLessThan(100);
    expect((await explain(betQueries(accountId, q()).totals)).ms).toBeLessThan(400);
  });

  it('pages and sums ledger entries from the index', async () => {
    const wallets = await memberWallets(t.database.db, accountId);
    const { start, end } = rangeInstants(range);
    const page = await explain(
      linePageSql({ wallets, start, end, cursor: undefined, limit: 20, where: sql`TRUE` }),
    );
    const entries = scansOf(page.nodes, 'ledger_entries');
    expect(entries.map((n) => n['Index Name'])).toEqual(['ledger_entries_account_created_idx']);
    expect(entries.map((n) => n['Node Type'])).toEqual([expect.stringMatching(/^Index (Only )?Scan$/)]);
    expect(page.ms).toBeLessThan(50);
    const totalsSql = lineTotalsSql({ wallets, start, end, where: sql`TRUE` }, false);
    const totals = await explain(totalsSql, { noSeqScan: true });
    expect(scansOf(totals.nodes, 'ledger_entries').map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Only Scan', 'ledger_entries_account_created_idx'],
    ]);
    expect(totals.ms).toBeLessThan(400);
    expect((await explain(totalsSql)).ms).toBeLessThan(400);
  });

  it('answers every records call fast over HTTP, with the right counts', async () => {
    const call = async (path: string, extra: Record<string, string> = {}) => {
      const qs = new URLSearchParams({ from: range.from, to: range.to, tz: '0', ...extra });
      const started = performance.now();
      const res = await t.get(`/wps/member/records/${path}?${qs}`, { headers });
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      return { ms, value: ((await res.json()) as { value: { totals: { count: number } } }).value };
    };
    const bets = await call('bets');
    // Bets placed "now − 88 days + i·76 s" all fall inside the 90 local days ending today.
    expect(bets.value.totals.count).toBe(N);
    expect(bets.ms).toBeLessThan(1500);
    const txs = await call('transactions');
    expect(txs.value.totals.count).toBe(N);
    expect(txs.ms).toBeLessThan(1500);
    const bonuses = await call('bonuses');
    expect(bonuses.value.totals.count).toBe(N / 1000);
    expect(bonuses.ms).toBeLessThan(3000);
    const profit = await call('profit');
    expect(profit.value.totals.count).toBe(N);
    expect(profit.ms).toBeLessThan(3000);
  });
});
