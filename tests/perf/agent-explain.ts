/**
 * `tsx tests/perf/agent-explain.ts`: EXPLAIN (ANALYZE, BUFFERS) of every statement the team
 * overview sends, on a database agent-bench.ts kept (AGENT_BENCH_DIR, required), for tuning.
 */
import { sql } from 'drizzle-orm';
import { connect } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { getTeamOverview } from '../../server/features/agent/get-team-overview';
import { dayOf } from '../../server/features/agent/periods';

const dir = process.env.AGENT_BENCH_DIR;
if (!dir) throw new Error('AGENT_BENCH_DIR: the folder agent-bench.ts kept');
const server = await startEmbeddedPostgres(dir);
const { db, pool } = connect(server.url, 8);
try {
  const root = await db.execute<{ id: string }>(sql`SELECT id FROM accounts WHERE account = 'benchroot'`);
  const q = { from: dayOf(new Date(Date.now() - 29 * 86_400_000)), to: dayOf(new Date()) };
  // Capture what the overview sends, then explain each statement with its parameters.
  const sent: { text: string; values: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    const c =
      typeof config === 'string'
        ? { text: config, values }
        : (config as { text: string; values?: unknown[] });
    sent.push({ text: c.text, values: (c.values ?? values ?? []) as unknown[] });
    return query(config, values);
  };
  await getTeamOverview(db, Number(root.rows[0]!.id), q);
  (pool as unknown as { query: unknown }).query = query;
  for (const s of sent) {
    const r = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    console.log(`\n=== ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    for (const row of r.rows) console.log(row['QUERY PLAN']);
  }
} finally {
  await pool.end();
  await server.stop();
}
