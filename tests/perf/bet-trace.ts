/**
 * `DATA_DIR=... tsx tests/perf/bet-trace.ts`: what one seamless bet and one win cost the
 * database, call by call: every statement the app sends (round trips), which of them commit, and
 * how long each took, for one player playing alone, through the real app (in this process) and
 * its signed endpoints, on the database of a running server (DATA_DIR's runtime.json). For the
 * bet path's plan in docs/archive/performance-diary.md ("branch perf"). Knob: TRACE_ROUNDS (50).
 */
import { sql } from 'drizzle-orm';
import { createToolLaunchToken } from '../../server/features/wallet/launch-tokens';
import { mainWallet } from '../../server/core/money/ledger';
import { seamlessClient } from '../../server/house/client';
import { houseProviderSecret } from '../../server/house/secret';
import { runningApp } from './running-app';
import { logStatements, type Sent } from './statement-log';
import { booksBalance } from '../helpers/books';
import { deposit } from '../helpers/factories';

const ROUNDS = Number(process.env.TRACE_ROUNDS ?? 50);
const { db, pool, config, app } = runningApp();
try {
  const name = `trace_${Date.now()}`;
  const r = await db.execute<{ id: string }>(
    sql`INSERT INTO accounts (account, nickname, type) VALUES (${name}, ${name}, 0) RETURNING id`,
  );
  const accountId = Number(r.rows[0]!.id);
  await deposit(db, await mainWallet(db, accountId), 10n ** 12n);
  const { token } = await createToolLaunchToken(db, accountId, 'PG');
  const client = seamlessClient({
    secret: houseProviderSecret(config),
    vendor: 'PG',
    send: (p, init) => app.request(p, init),
  });

  // Every statement through the pool, with its time.
  const log = await logStatements(pool);

  const per: Record<string, { statements: number; commits: number; ms: number; wall: number }[]> = {
    bet: [],
    win: [],
  };
  let shapes: Record<string, Sent[]> = {};
  for (let n = 0; n < ROUNDS; n++) {
    for (const action of ['bet', 'win'] as const) {
      log.take();
      const t0 = performance.now();
      const reply =
        action === 'bet'
          ? await client.call('bet', {
              token,
              playerId: String(accountId),
              transactionId: `${name}-b-${n}`,
              roundId: `${name}-r-${n}`,
              gameCode: 'trace',
              amount: '100',
            })
          : await client.call('win', {
              playerId: String(accountId),
              transactionId: `${name}-w-${n}`,
              betTransactionId: `${name}-b-${n}`,
              amount: n % 2 ? '0' : '190',
            });
      const wall = performance.now() - t0;
      if (reply.status !== 200)
        throw new Error(`${action} ${n}: ${reply.status} ${JSON.stringify(reply.body)}`);
      await new Promise((res) => setImmediate(res));
      const sent = log.take();
      // Each autocommitted statement commits: the nonce on its own (before decision 047) and the
      // one call of a seamless function (decision 062).
      const commits = sent.filter((s) =>
        /^\s*(COMMIT|INSERT INTO seamless_nonces|SELECT seamless_(bet|win)\()/i.test(s.text),
      ).length;
      per[action]!.push({ statements: sent.length, commits, ms: sent.reduce((a, s) => a + s.ms, 0), wall });
      if (n === 2) shapes = { ...shapes, [action]: sent };
    }
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  for (const [action, runs] of Object.entries(per)) {
    console.log(
      `${action}: ${median(runs.map((r) => r.statements))} statements (round trips), ` +
        `${median(runs.map((r) => r.commits))} commits (WAL flushes), ` +
        `database ${median(runs.map((r) => r.ms)).toFixed(2)} ms of ${median(runs.map((r) => r.wall)).toFixed(2)} ms (medians of ${ROUNDS})`,
    );
    for (const s of shapes[action] ?? [])
      console.log(`  ${s.ms.toFixed(2).padStart(6)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
  }
  const books = await booksBalance(db);
  console.log(
    `books: unbalanced ${books.unbalanced}, mismatched ${books.mismatched}, negative ${books.negative}`,
  );
} finally {
  await pool.end();
}
process.exit(process.exitCode ?? 0);
