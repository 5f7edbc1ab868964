/**
 * `npm run perf`: the Lighthouse budgets (lighthouserc.json, docs/performance.md) against a production
 * build served by our own server, on a free loopback port with a throwaway DATA_DIR. Mobile
 * form factor with Lighthouse's default simulated slow-4G throttling; system Chromium. Eleven
 * runs per page (lighthouserc.json). The bar for LCP and TBT holds in every run: those two
 * are asserted on the worst run ('pessimistic', decision 078); the scores, CLS and the script size
 * on the best one (lhci's default 'optimistic'), since on a shared 2-core machine one run can
 * catch a neighbour's burst of work. Exits non-zero when an assertion fails. With
 * `PERF_ASSERT=best` (npm test's gate) LCP and TBT are asserted on the best run too. Either way
 * every run's LCP and TBT are printed, with how many runs met the bar.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startCommand } from './start-command';

const root = process.cwd();
const configuredOrigin = 'http://127.0.0.1:8080';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const [bin, args] = startCommand(root);
  const child = spawn(bin, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    // The first start may build the PWA, then migrates and seeds: a few minutes at most.
    const timer = setTimeout(() => reject(new Error('the server did not start in 5 minutes')), 300_000);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text);
      out += text;
      if (out.includes('The platform is up at')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A deployed server has drawn its pictures and filled its caches long before a visitor comes:
 * ask once for each page, and for the pictures and first answers its HTML names, so the
 * measured runs see a warm server, not one that just started.
 */
async function warmUp(origin: string, pages: string[]): Promise<void> {
  for (const page of pages) {
    const html = await (await fetch(origin + page)).text();
    const named = [...html.matchAll(/(?:href|src)="(\/(?:img|assets)\/[^"]+)"/g)].map((m) => m[1]!);
    await Promise.all(
      named.map((url) => fetch(origin + url.replaceAll('&amp;', '&')).then((r) => r.arrayBuffer())),
    );
  }
}

type Assertion = [string, { aggregationMethod?: string; maxNumericValue?: number }];

/** The committed config for this run's origin; `best` asserts LCP and TBT on the best run. */
function configFor(origin: string, best: boolean): string {
  const text = fs
    .readFileSync(path.join(root, 'lighthouserc.json'), 'utf8')
    .replaceAll(configuredOrigin, origin);
  if (!best) return text;
  const rc = JSON.parse(text) as { ci: { assert: { assertions: Record<string, Assertion> } } };
  for (const id of ['largest-contentful-paint', 'total-blocking-time']) {
    const assertion = rc.ci.assert.assertions[id];
    if (assertion) assertion[1] = { ...assertion[1], aggregationMethod: 'optimistic' };
  }
  return JSON.stringify(rc, null, 2);
}

type RunReport = { finalDisplayedUrl: string; audits: Record<string, { numericValue?: number }> };

/** Each run's LCP and TBT (collect's `lhr-*.json`), and how many met the bar. */
function printRuns(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const runs = fs
    .readdirSync(dir)
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as RunReport)
    .map((r) => ({
      page: new URL(r.finalDisplayedUrl).pathname,
      lcp: r.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: r.audits['total-blocking-time']?.numericValue ?? NaN,
    }))
    .sort((a, b) => a.page.localeCompare(b.page) || a.lcp - b.lcp);
  const met = runs.filter((r) => r.lcp <= LCP_BAR_MS && r.tbt <= TBT_BAR_MS).length;
  console.log(`\nEach run (the bar: LCP <= ${LCP_BAR_MS} ms and TBT <= ${TBT_BAR_MS} ms in every run):`);
  for (const r of runs)
    console.log(
      `  ${r.page.padEnd(6)} LCP ${r.lcp.toFixed(0).padStart(5)} ms  TBT ${r.tbt.toFixed(0).padStart(4)} ms  ${r.lcp <= LCP_BAR_MS && r.tbt <= TBT_BAR_MS ? 'ok' : 'MISS'}`,
    );
  console.log(`  ${met} of ${runs.length} runs met the bar\n`);
}

const LCP_BAR_MS = 1600;
const TBT_BAR_MS = 150;

async function main(): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-perf-'));
  const rcFile = path.join(work, 'lighthouserc.json');
  // The committed config names a placeholder origin; this run's server is on a free port.
  fs.writeFileSync(rcFile, configFor(origin, process.env.PERF_ASSERT === 'best'));
  const server = await startServer(port, path.join(work, 'data'));
  try {
    const pages = (JSON.parse(fs.readFileSync(rcFile, 'utf8')) as { ci: { collect: { url: string[] } } }).ci
      .collect.url;
    await warmUp(
      origin,
      pages.map((u) => new URL(u).pathname),
    );
    const lhci = spawnSync(path.join(root, 'node_modules/.bin/lhci'), ['autorun', `--config=${rcFile}`], {
      cwd: root,
      stdio: 'inherit',
    });
    printRuns(path.join(root, '.lighthouseci'));
    return lhci.status ?? 1;
  } finally {
    await stop(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
