import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { readWorkerStore, underServiceWorker } from './pwa-helpers';
import { setDomainLines, startSecondServer, type SecondServer } from './second-server';

/**
 * Decision 027: once a line fails, a write carrying an idempotency key reaches it at most once before
 * the worker moves to another line. The page's line is a relay to a second server: while it works
 * the lobby's calls leave keep-alive connections open to it; then it starts dropping every request
 * (a dying node behind a balancer), and Chromium re-sends a failed request once per such connection.
 */
test.use({ serviceWorkers: 'allow' });

const RELAY_PORT = Number(process.env.E2E_SECOND_PORT ?? E2E_PORT + 10);
const REAL_PORT = RELAY_PORT + 1;
const lines = [`127.0.0.1:${RELAY_PORT}`, `127.0.0.1:${E2E_PORT}`];

type Relay = { fail(): void; posts(): number; close(): Promise<void> };

function startRelay(): Promise<Relay> {
  let failing = false;
  let posts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    let upstream: net.Socket | null = null;
    client.on('data', (chunk) => {
      if (failing) {
        if (chunk.toString('latin1').startsWith('POST ')) posts += 1;
        client.destroy();
        return;
      }
      if (!upstream) {
        upstream = net.connect(REAL_PORT, '127.0.0.1');
        upstream.on('data', (answer) => client.write(answer));
        upstream.on('close', () => client.destroy());
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream?.destroy());
      }
      upstream.write(chunk);
    });
    client.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(RELAY_PORT, '127.0.0.1', () =>
      resolve({
        fail: () => (failing = true),
        posts: () => posts,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

let second: SecondServer | null = null;
let relay: Relay | null = null;

test.afterEach(async () => {
  await relay?.close();
  await second?.stop();
  relay = null;
  second = null;
  setDomainLines(E2E_DATA_DIR, ['localhost', '127.0.0.1']);
});

test('a write with an idempotency key reaches a failed line at most once, then goes to another', async ({
  page,
}) => {
  test.setTimeout(120_000);
  setDomainLines(E2E_DATA_DIR, lines);
  second = await startSecondServer({
    port: REAL_PORT,
    dataDir: path.join(os.tmpdir(), `platform-e2e-${REAL_PORT}`),
    distDir: 'dist',
    lines,
    fresh: true,
  });
  relay = await startRelay();
  await page.goto(`http://${lines[0]}/`);
  await underServiceWorker(page);
  // Several keep-alive connections to the line, as the lobby's parallel calls leave them.
  await page.evaluate(() =>
    Promise.all([1, 2, 3, 4, 5, 6].map((i) => fetch(`/wps/system/permission?language=vi&n=${i}`))),
  );

  relay.fail();
  const status = await page.evaluate(async () => {
    const res = await fetch('/wps/member/transfer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'issue13-write' },
      body: JSON.stringify({ requestId: 'issue13-write' }),
    });
    return res.status;
  });
  // Answered by the other line (no session: 401), after at most one copy to the failed one.
  expect(status).toBe(401);
  expect(relay.posts()).toBeLessThanOrEqual(1);
  expect(
    ((await readWorkerStore(page, 'sw-lines', 'lines', 'active')) as { url?: string } | undefined)?.url,
  ).toBe(`http://${lines[1]}`);
});
