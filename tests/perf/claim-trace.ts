/**
 * `DATA_DIR=... tsx tests/perf/claim-trace.ts`: what one reward claim costs, statement by
 * statement, through the real app (in this process) with its middleware (session, rate limit,
 * site gate), on the database of a running server (DATA_DIR's runtime.json): every statement
 * sent (round trips), which commit, the database's time, and this process's CPU per claim
 * (`process.cpuUsage`, the app's share of the bench's "server CPU per claim" without the HTTP
 * server). Each claim is a new member with their own session, as in the bench. Knob:
 * TRACE_CLAIMS (200).
 */
import { createSession } from '../../server/core/sessions/sessions';
import { runningApp } from './running-app';
import { logStatements, type Sent } from './statement-log';
import { liveCampaign, manyMembers } from '../helpers/factories';

const CLAIMS = Number(process.env.TRACE_CLAIMS ?? 200);
const { db, pool, app } = runningApp();
try {
  // The bench's campaign: a fixed reward, players only, no turnover, a budget of exactly CLAIMS.
  const campaignId = await liveCampaign(db, {
    kind: 'fixed',
    rules: { op: 'player_only' },
    reward: { type: 'fixed', amount: '1000' },
    wageringMultiple: 0,
    budget: 1000n * BigInt(CLAIMS + 1),
  });
  const members = await manyMembers(db, CLAIMS + 1);
  const tokens: string[] = [];
  for (const accountId of members)
    tokens.push((await createSession(db, { accountId, ip: '127.0.0.1', userAgent: 'trace' })).token);

  const log = await logStatements(pool);
  const claim = (i: number) =>
    app.request(`/wps/member/promotions/${campaignId}/claim?language=vi`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[i]}`,
        'content-type': 'application/json',
        'x-request-id': `trace-${i}`,
      },
      body: JSON.stringify({ requestId: `trace-${campaignId}-${i}` }),
    });

  // The first claim warms the caches (campaign copy, site state, prepared statements): shown apart.
  log.take();
  const first = await claim(0);
  if (first.status !== 200) throw new Error(`claim 0: ${first.status} ${await first.text()}`);
  await new Promise((res) => setImmediate(res));
  const cold = log.take();
  const per: { statements: number; ms: number; wall: number }[] = [];
  let shape: Sent[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 1; i <= CLAIMS; i++) {
    const t0 = performance.now();
    const res = await claim(i);
    const wall = performance.now() - t0;
    if (res.status !== 200) throw new Error(`claim ${i}: ${res.status} ${await res.text()}`);
    await new Promise((r) => setImmediate(r));
    const sent = log.take();
    per.push({ statements: sent.length, ms: sent.reduce((a, s) => a + s.ms, 0), wall });
    if (i === 3) shape = sent;
  }
  const cpu = process.cpuUsage(cpu0);
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  console.log(`first claim (cold caches): ${cold.length} statements`);
  console.log(
    `claim: ${median(per.map((r) => r.statements))} statements (round trips), database ` +
      `${median(per.map((r) => r.ms)).toFixed(2)} ms of ${median(per.map((r) => r.wall)).toFixed(2)} ms ` +
      `(medians of ${CLAIMS}); this process's CPU ${((cpu.user + cpu.system) / 1000 / CLAIMS).toFixed(3)} ms a claim`,
  );
  for (const s of shape)
    console.log(`  ${s.ms.toFixed(2).padStart(6)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 120)}`);
} finally {
  await pool.end();
}
process.exit(process.exitCode ?? 0);
