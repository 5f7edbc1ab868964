import net from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { closeAnnouncementsWhenShown, skipAnnouncementPopup } from './announcements';
import { DEMO_PASSWORD } from './demo';
import { ops } from './ops';
import { underServiceWorker } from './pwa-helpers';
import { setDomainLines } from './second-server';

/**
 * Decisions 017 and 039: the chat's stream goes through the service worker and its domain-failover lines. The
 * page's line is a relay to the e2e server; when the relay dies (every socket, the open stream
 * too), the stream reconnects through the worker to the other line (the same server and
 * database) with Last-Event-ID, and the answer written meanwhile arrives.
 */
test.use({ serviceWorkers: 'allow' });

const RELAY_PORT = Number(process.env.E2E_CHAT_RELAY_PORT ?? E2E_PORT + 47);
const lines = [`127.0.0.1:${RELAY_PORT}`, `127.0.0.1:${E2E_PORT}`];

function startRelay(): Promise<{ fail(): void; close(): Promise<void> }> {
  let failing = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (failing) return client.destroy();
    sockets.add(client);
    const upstream = net.connect(E2E_PORT, '127.0.0.1');
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return new Promise((resolve) =>
    server.listen(RELAY_PORT, '127.0.0.1', () =>
      resolve({
        fail: () => {
          failing = true;
          for (const s of sockets) s.destroy();
        },
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

let relay: Awaited<ReturnType<typeof startRelay>> | null = null;
/** Closes the demo member's chat, so the next spec finds it open to claim. */
let release: (() => Promise<unknown>) | null = null;
test.afterEach(async () => {
  await relay?.close();
  relay = null;
  await release?.();
  release = null;
  setDomainLines(E2E_DATA_DIR, ['localhost', '127.0.0.1']);
});

test('the chat stream fails over to another line and resumes from its last event', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await closeAnnouncementsWhenShown(page);
  await skipAnnouncementPopup(page);
  setDomainLines(E2E_DATA_DIR, lines);
  relay = await startRelay();
  const origin = `http://${lines[0]}`;
  await page.goto(`${origin}/`);
  await underServiceWorker(page);

  await page.goto(`${origin}/login`);
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill('demo');
  await popup.getByTestId('login-password').fill(DEMO_PASSWORD);
  await popup.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  await page.getByTestId('side-menu-button').click();
  await page.getByTestId('side-menu').getByTestId('customer-service').click();
  const chat = page.getByTestId('chat-modal');
  const question = `Line test ${Date.now()}`;
  await chat.getByTestId('chat-input').fill(question);
  await chat.getByTestId('chat-send').click();
  await expect(chat.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

  const key = /op_[0-9]+_[A-Za-z0-9_-]{43}/.exec(ops('operator-key', 'create', `line-${Date.now()}`))![0];
  const api = `http://127.0.0.1:${E2E_PORT}/ops/chat`;
  const headers = { 'x-operator-key': key };
  const queue = (await (await request.get(`${api}/queue`, { headers })).json()) as {
    value: { list: { id: number; lastText: string }[] };
  };
  const id = queue.value.list.find((c) => c.lastText === question)!.id;
  await request.post(`${api}/${id}/claim`, { headers });
  release = () => request.post(`${api}/${id}/close`, { headers });

  relay.fail();
  await request.post(`${api}/${id}/messages`, {
    headers,
    data: { requestId: `line-${Date.now()}`, text: 'Answered while your line was down.' },
  });
  // The stream's own reconnect (backoff, or the 40 s silence watchdog) finds the other line.
  await expect(
    chat
      .locator('[data-testid="chat-message"][data-sender="operator"]')
      .filter({ hasText: 'Answered while your line' }),
  ).toBeVisible({ timeout: 60_000 });
});
