/**
 * The live-chat load figure (docs/performance.md): 500 concurrent SSE chat streams on one node, with message
 * fan-out p99 under 200 ms. Starts its own server (npm start's path) on a temporary data folder,
 * opens one stream per member over 500 conversations (each member has one conversation, decision
 * 039), then every member sends messages at a steady pace; the latency is from the start of the
 * send (POST /wps/chat/messages) to the message arriving on that member's stream, which crosses
 * the commit, pg_notify, the node's listener, the hub's wake and the stream's read of the table.
 * Prints one line with the bar, stops everything it started and exits 1 when the bar is missed or
 * a message never arrived.
 *
 * Knobs: CHAT_BENCH_STREAMS (500), CHAT_BENCH_MESSAGES per member (2), CHAT_BENCH_RATE messages/s (100).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, runtimeFile, type RuntimeInfo } from '../../server/db/client';
import { freePort, stopOrphan } from '../../server/db/embedded';
import { createSession } from '../../server/core/sessions/sessions';
import { benchRuns } from './bench-only';
import { stopGroup } from './stop-group';
import { startCommand } from '../../scripts/start-command';

const STREAMS = Number(process.env.CHAT_BENCH_STREAMS ?? 500);
const PER_MEMBER = Number(process.env.CHAT_BENCH_MESSAGES ?? 2);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 100);
export const CHAT_BAR = { streams: 500, p99: 200 };

let server: ChildProcess | undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntilUp(url: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

/** One member's stream: calls `onMessage(requestId)` for each message event as it arrives. */
async function openStream(
  url: string,
  token: string,
  onMessage: (requestId: string) => void,
  abort: AbortSignal,
) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: message')) continue;
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) onMessage((JSON.parse(data.slice(6)) as { requestId: string }).requestId);
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-chat-bench-'));
  const abort = new AbortController();
  const cleanup = async () => {
    abort.abort();
    await stopGroup(server);
    await stopOrphan(path.join(dataDir, 'pg')).catch((err: unknown) => console.error(err));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    const port = await freePort();
    const target = `http://127.0.0.1:${port}`;
    console.log(`chat bench: starting a server on ${target} in ${dataDir}...`);
    const [bin, args] = startCommand();
    server = spawn(bin, args, {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    await waitUntilUp(`${target}/wps/system/status`, 240_000);

    const info = JSON.parse(fs.readFileSync(runtimeFile(dataDir), 'utf8')) as RuntimeInfo;
    const { db, pool } = connect(info.url, 4);
    const tokens: string[] = [];
    try {
      for (let i = 0; i < STREAMS; i++) {
        const account = `cb_${randomBytes(5).toString('hex')}`;
        const r = await db.execute<{ id: string }>(
          sql`INSERT INTO accounts (account, nickname, type) VALUES (${account}, ${account}, 0) RETURNING id`,
        );
        const session = await createSession(db, {
          accountId: Number(r.rows[0]!.id),
          ip: '127.0.0.1',
          userAgent: 'chat-bench',
        });
        tokens.push(session.token);
      }
    } finally {
      await pool.end();
    }

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const onMessage = (requestId: string) => {
      const started = sentAt.get(requestId);
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      sentAt.delete(requestId);
    };
    console.log(`chat bench: opening ${STREAMS} streams...`);
    for (let i = 0; i < tokens.length; i += 50)
      await Promise.all(
        tokens
          .slice(i, i + 50)
          .map((token) => openStream(`${target}/wps/chat/stream`, token, onMessage, abort.signal)),
      );
    await sleep(1000);

    const total = STREAMS * PER_MEMBER;
    console.log(`chat bench: ${total} messages at ${RATE}/s...`);
    let errors = 0;
    const sends: Promise<void>[] = [];
    const start = performance.now();
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const token = tokens[n % STREAMS]!;
      const requestId = `b-${randomUUID()}`;
      sentAt.set(requestId, performance.now());
      sends.push(
        fetch(`${target}/wps/chat/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ requestId, text: `bench ${n}` }),
        })
          .then(async (res) => {
            if (!res.ok) errors++;
            await res.arrayBuffer();
          })
          .catch(() => {
            errors++;
          }),
      );
    }
    await Promise.all(sends);
    const deadline = Date.now() + 10_000;
    while (sentAt.size > 0 && Date.now() < deadline) await sleep(100);

    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const lost = total - latencies.length;
    const met = STREAMS >= CHAT_BAR.streams && p99 < CHAT_BAR.p99 && lost === 0 && errors === 0;
    console.log(
      `chat fan-out: ${STREAMS} SSE streams, ${latencies.length}/${total} messages at ${RATE}/s, send->receive p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms; send errors ${errors}, lost ${lost}; bar: ${CHAT_BAR.streams} streams, p99 < ${CHAT_BAR.p99} ms: ${met ? 'met' : 'NOT met'}`,
    );
    if (!met) process.exitCode = 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

// BENCH_ONLY without chat (npm run bench's selection): nothing to do here.
if (benchRuns(process.env.BENCH_ONLY)('chat')) await main();
process.exit(process.exitCode ?? 0);
