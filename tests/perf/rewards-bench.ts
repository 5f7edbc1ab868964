/**
 * The rewards' two bench figures (docs/performance.md), run by bench.ts against its server:
 * - **claims**: a live campaign whose budget pays exactly as many grants as there are bench
 *   members; 50 connections (BENCH_CLAIM_CONNECTIONS) each POST claims of their share of the
 *   members (BENCH_CLAIMS in all, default 5,000, after BENCH_CLAIM_WARMUP claims not counted, 1,000), one claim per member, each with its own
 *   session, request id and X-Request-Id, through the app. p50/p99 against the bar p99 < 50 ms;
 *   afterwards every member holds one grant and the budget (its shards' sum) is exactly 0.
 * - **engine on/off**: seamless bet + win rounds of players without bonus turnover (the reward
 *   jobs have nothing to feed: off) and of players each holding an open turnover requirement the
 *   server's reward ticker feeds from their settled bets every 2 s (on), in the order off, on,
 *   on, off so that a machine getting busier or quieter during the run weighs on both alike.
 *   The on figure is a share of the off figure, bar >= 90 %.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { budgetOf, manualGrant } from '../../server/engine/rewards';
import { createSession } from '../../server/core/sessions/sessions';
import { httpSend } from './http-send';
import { balancesOf, checkBooks, makePlayers, playRounds, quantile, summary, type Client } from './rounds';
import { liveCampaign, manyMembers, openMainWallets } from '../helpers/factories';

export const CLAIM_P99_BAR_MS = 50;
export const ENGINE_SHARE_BAR = 90;

const REWARD = 1_000n;
const benchTerms = (wageringMultiple: number) => ({
  kind: 'fixed' as const,
  rules: { op: 'player_only' as const },
  reward: { type: 'fixed' as const, amount: REWARD.toString() },
  wageringMultiple,
});

export type ClaimFigures = { rps: number; p50: number; p99: number; errors: number; claims: number };

export async function claimBench(
  db: Db,
  target: string,
  opts: { connections: number; claims: number; warmup: number },
  /** Called just before and just after the counted claims (the CPU meters), not around the setup. */
  around: (phase: 'start' | 'stop') => void = () => {},
): Promise<ClaimFigures> {
  const send = httpSend(target, opts.connections);
  // Both runs' campaigns, members and sessions first. Then claims not counted, as the lobby
  // calls and the rounds get theirs: the first claims of a fresh server pay for V8's compiling
  // the lane, each pooled connection's first plan of every statement of reward_grant and the
  // kept-alive sockets' opening, which a server that has been up for a minute no longer pays.
  // Of their own campaign and members, checked like the others.
  const warm = opts.warmup > 0 ? await claimSetup(db, opts.warmup) : undefined;
  const counted = await claimSetup(db, opts.claims);
  if (warm) {
    const w = await claimRun(db, send, opts.connections, warm);
    console.log(
      `claims: ${opts.warmup} warm-up claims (not counted), p50 ${w.p50.toFixed(0)} ms, p99 ${w.p99.toFixed(0)} ms`,
    );
    if (w.errors > 0) return w;
  }
  // Then the statistics a running database has (decision 087). The bench's setup and warm-up
  // grow the tables a claim reads from a few rows to thousands in seconds; until autovacuum's
  // first analyze, a minute in, the planner keeps its plans of a nearly empty table (the
  // foreign-key checks scanning ledger_transactions whole), which no database with a history has.
  await db.execute(sql`ANALYZE`);
  return claimRun(db, send, opts.connections, counted, around);
}

type ClaimSetup = { campaignId: number; tokens: string[] };

/** A campaign that pays exactly `claims` grants, and as many members, each with a session. */
async function claimSetup(db: Db, claims: number): Promise<ClaimSetup> {
  // No turnover on these grants: they would keep the reward ticker busy during the rounds after.
  const campaignId = await liveCampaign(db, { ...benchTerms(0), budget: REWARD * BigInt(claims) });
  // Registered members, each with the main wallet registration opens (a first grant would open it).
  const members = await manyMembers(db, claims);
  await openMainWallets(db, members);
  const tokens: string[] = [];
  for (const accountId of members)
    tokens.push((await createSession(db, { accountId, ip: '127.0.0.1', userAgent: 'bench' })).token);
  return { campaignId, tokens };
}

/** Every member of `setup` claims its campaign once, over `connections`. */
async function claimRun(
  db: Db,
  send: ReturnType<typeof httpSend>,
  connections: number,
  { campaignId, tokens }: ClaimSetup,
  around: (phase: 'start' | 'stop') => void = () => {},
): Promise<ClaimFigures> {
  const claims = tokens.length;
  const run = randomBytes(4).toString('hex');
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  around('start');
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < tokens.length; i = next++) {
        const id = `bench-${run}-${i}`;
        const t0 = performance.now();
        const res = await send(`/wps/member/promotions/${campaignId}/claim?language=vi`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[i]}`,
            'content-type': 'application/json',
            'accept-encoding': 'br, gzip',
            'x-request-id': id,
          },
          body: JSON.stringify({ requestId: id }),
        });
        const body = (await res.json()) as { code?: string };
        latencies.push(performance.now() - t0);
        if (res.status !== 200 || body.code !== 'OK') {
          if (refused++ === 0) console.error(`claim refused: ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  around('stop');

  // The engine's books: one grant per member, the budget spent to exactly 0.
  const r = await db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM reward_grants WHERE campaign_id = ${campaignId} AND status = 'completed'`,
  );
  const grants = Number(r.rows[0]!.n);
  const left = await budgetOf(db, campaignId);
  console.log(
    `claims: ${latencies.length} sent, ${refused} refused, ${grants} grants, budget left ${left} (expected 0)`,
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors: refused + (grants === claims ? 0 : 1) + (left === 0n ? 0 : 1),
    claims: latencies.length,
  };
}

export type EngineFigures = {
  off: ReturnType<typeof summary>;
  on: ReturnType<typeof summary>;
  /** on as a percentage of off. */
  share: number;
  /** Bets of the "on" players the reward ticker counted toward their turnover. */
  fed: number;
  broken: number;
};

export async function engineOnOff(
  db: Db,
  client: Client,
  opts: { connections: number; seconds: number },
): Promise<EngineFigures> {
  const tag = randomBytes(4).toString('hex');
  const off = await makePlayers(db, opts.connections, `off_${tag}`);
  const on = await makePlayers(db, opts.connections, `on_${tag}`);
  // Turnover of 100 x 1,000 per player: the rounds of one run never meet it, so it stays open.
  const campaignId = await liveCampaign(db, {
    ...benchTerms(100),
    budget: REWARD * BigInt(opts.connections),
  });
  for (const p of on)
    await manualGrant(db, 'cli:bench', {
      account: p.account,
      amount: REWARD,
      campaignId,
      reason: 'bench: open turnover',
      requestId: `bench-${tag}-${p.accountId}`,
    });
  const opening = await balancesOf(db, [...off, ...on]);
  const play = (players: typeof off) => playRounds(client, players, opts.connections, opts.seconds);
  const off1 = await play(off);
  const on1 = await play(on);
  const on2 = await play(on);
  const off2 = await play(off);
  // Let the ticker's next pass count the last bets, then read what it counted.
  await new Promise((r) => setTimeout(r, 2_500));
  const fedRows = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM reward_turnover_bets
    WHERE account_id IN (${sql.join(
      on.map((p) => sql`${p.accountId}`),
      sql`, `,
    )})`);
  const fed = Number(fedRows.rows[0]!.n);
  const runs = [off1, on1, on2, off2];
  const broken = await checkBooks(db, [...off, ...on], opening, runs);
  const offSummary = summary([off1, off2]);
  const onSummary = summary([on1, on2]);
  console.log(
    `engine on/off: off ${offSummary.rps.toFixed(0)} rounds/s, on ${onSummary.rps.toFixed(0)} rounds/s, ` +
      `${fed} bets of the "on" players counted toward turnover (of ${on1.rounds + on2.rounds} rounds)`,
  );
  return {
    off: offSummary,
    on: onSummary,
    share: (onSummary.rps / offSummary.rps) * 100,
    fed,
    broken,
  };
}
