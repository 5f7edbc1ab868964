/**
 * `npm run bench`: load each endpoint with autocannon and compare it with a bare Node `http`
 * server returning a fixed JSON body, measured in the same run on the same machine.
 *
 * Target: BENCH_URL if set (a running server), else a server this script starts (npm start's
 * path, in DATA_DIR) and stops again. Knobs: BENCH_SECONDS (5), BENCH_CONNECTIONS (100).
 *
 * Every request carries `Accept-Encoding: br, gzip` as every browser's does, the baseline's too
 * (it ignores it). Without it, a 12 KB game page would be measured as it never travels to a real
 * client, and the run would mostly time the loopback copy of bytes a phone never receives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../../server/db/embedded';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const endpoints = [
  '/wps/system/status',
  '/lgw/games/game_menus?language=vi',
  '/lgw/games/list?gameType=RNG&pageNo=1&pageSize=40&language=vi',
  '/lgw/games/list?gameName=ho%20vang&pageNo=1&pageSize=24&language=vi',
  '/lgw/games/hot?gameType=RNG&language=vi',
  '/lgw/games/lanes?language=vi',
  '/lgw/games/winners?gameCategory=ALL&limitNum=20&language=vi',
];

const BARE = `
const http = require('node:http');
const body = JSON.stringify({ success: true, code: 'OK', message: '', value: { status: 0, endTime: null, info: null, ip: '127.0.0.1' } });
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

async function waitUntilUp(url: string, child: ChildProcess | undefined, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

async function startChild(cmd: string, args: string[], env: Record<string, string>, probe: string) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilUp(probe, child, 240_000);
  return child;
}

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };

async function load(name: string, url: string): Promise<Row> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

async function main() {
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGINT'));
  process.on('SIGINT', () => (stop(), process.exit(130)));
  try {
    const barePort = await freePort();
    children.push(
      await startChild(
        process.execPath,
        ['-e', BARE],
        { PORT: String(barePort) },
        `http://127.0.0.1:${barePort}/`,
      ),
    );

    let target = process.env.BENCH_URL?.replace(/\/$/, '');
    if (!target) {
      const port = await freePort();
      target = `http://127.0.0.1:${port}`;
      console.log(`Starting a server on ${target} (set BENCH_URL to use a running one)...`);
      children.push(
        await startChild(
          'npx',
          ['tsx', 'server/start.ts'],
          { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
          `${target}/wps/system/status`,
        ),
      );
    }
    console.log(`autocannon: ${connections} connections, ${seconds} s per endpoint\n`);
    const baseline = await load('bare node http (fixed JSON)', `http://127.0.0.1:${barePort}/`);
    const rows = [baseline];
    for (const path of endpoints) rows.push(await load(path, `${target}${path}`));

    const header = `${'endpoint'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs bare'.padStart(8)} ${'errors'.padStart(7)}`;
    console.log(header);
    console.log('-'.repeat(header.length));
    for (const r of rows) {
      const ratio = `${((r.rps / baseline.rps) * 100).toFixed(0)}%`;
      console.log(
        `${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    }
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    stop();
  }
}

await main();
