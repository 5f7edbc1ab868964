import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughPopup } from './demo';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { closeAnnouncementOnceShown, closeAnnouncementsWhenShown } from './announcements';
import { ops } from './ops';
import { makeNextDeploy, readWorkerStore, underServiceWorker } from './pwa-helpers';
import { setDomainLines, startSecondServer, type SecondServer } from './second-server';

/**
 * The installable lite app (decision 017): the service worker's offline lobby, maintenance page,
 * domain failover and speed test, the update prompt, and installability.
 */
test.use({ serviceWorkers: 'allow' });

const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? E2E_PORT + 10);
const SECOND_DATA_DIR = path.join(os.tmpdir(), `platform-e2e-${SECOND_PORT}`);
const primaryLine = `127.0.0.1:${SECOND_PORT}`;
const backupLine = `127.0.0.1:${E2E_PORT}`;
const seededLines = ['localhost', '127.0.0.1'];
let firstStart = true;

async function secondServer(distDir = 'dist'): Promise<SecondServer> {
  const server = await startSecondServer({
    port: SECOND_PORT,
    dataDir: SECOND_DATA_DIR,
    distDir,
    lines: [primaryLine, backupLine],
    fresh: firstStart,
  });
  firstStart = false;
  return server;
}

/** Every visible image of the section has really been drawn (not the broken-image fallback). */
async function expectImagesDrawn(page: Page, testId: string) {
  const images = page.getByTestId(testId).locator('img.tile-img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((els) =>
        els
          .slice(0, 4)
          .every(
            (img) =>
              (img as HTMLImageElement).complete &&
              (img as HTMLImageElement).naturalWidth > 0 &&
              !(img as HTMLImageElement).src.startsWith('data:'),
          ),
      ),
    )
    .toBe(true);
}

/** Lanes below the fold draw their cards when they come near the screen: scroll down until all have. */
async function drawAllLanes(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 1200));
    await expect(page.getByTestId('lane-pending')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens the speed test of the domain lines from the side menu. */
async function openSpeedTest(page: Page): Promise<void> {
  await page.getByTestId('side-menu-button').click();
  await page
    .getByTestId('side-menu')
    .getByRole('button', { name: /speed|tốc độ/i })
    .click();
}

test.describe('offline', () => {
  test('the lobby opens offline from the worker cache; a money screen asks for the network', async ({
    page,
    context,
  }) => {
    // The worker's first install downloads the whole precache after the page goes idle: on a
    // busy 2-core CI machine that alone can take a good part of the default 30 s.
    test.setTimeout(90_000);
    await closeAnnouncementsWhenShown(page);
    await logInThroughPopup(page);
    await page.goto('/');
    await underServiceWorker(page);
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    await expectImagesDrawn(page, 'section-HOT');
    await drawAllLanes(page);
    const vendorCount = await page.locator('[data-testid^="vendor-"]').count();
    expect(vendorCount).toBeGreaterThan(0);
    // The stored copies are written in the background: wait for the lanes and the hot list.
    await expect
      .poll(() => page.evaluate(() => indexedDB.databases().then((d) => d.map((x) => x.name))))
      .toEqual(expect.arrayContaining(['sw-lobby-data', 'sw-lobby-images']));
    await page.waitForTimeout(500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    await expectImagesDrawn(page, 'section-HOT');
    await drawAllLanes(page);
    await expect(page.locator('[data-testid^="vendor-"]')).toHaveCount(vendorCount);

    // Deposit: no stale balance, no form; it says the network is needed.
    await page.goto('/member?tab=depositv2');
    await expect(page.getByTestId('network-needed')).toBeVisible();
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
    await expect(page.getByText(/\d[\d,.]*\s*(₫|VND|đ)\b/)).toHaveCount(0);

    // Back online, the screen comes back by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('member-centre')).toBeVisible();
    await expect(page.getByTestId('network-needed')).toHaveCount(0);
  });
});

test.describe('health endpoints', () => {
  test("a navigation to /healthz or /readyz reaches the server, not the worker's app shell", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await closeAnnouncementsWhenShown(page);
    await page.goto('/');
    await underServiceWorker(page);
    for (const [p, status] of [
      ['/healthz', 'live'],
      ['/readyz', 'ready'],
    ] as const) {
      const res = await page.goto(p);
      expect(res?.headers()['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(await page.locator('body').innerText())).toMatchObject({ value: { status } });
    }
  });
});

test.describe('maintenance', () => {
  test.afterEach(() => {
    ops('maintenance', 'off');
  });

  test('in maintenance and offline the maintenance page shows; it recovers without a reload', async ({
    page,
    context,
  }) => {
    await closeAnnouncementsWhenShown(page);
    await page.goto('/');
    await underServiceWorker(page);
    ops('maintenance', 'on', '--until', '2099-01-02T03:04:05Z', '--info', 'Nâng cấp hệ thống');
    await page.reload();
    await expect(page.getByTestId('maintenance-page')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    const maintenance = page.getByTestId('maintenance-page');
    await expect(maintenance).toBeVisible();
    await expect(maintenance.getByTestId('maintenance-end-time')).toHaveAttribute('datetime', /2099-01-02/);
    await expect(maintenance.getByTestId('customer-service')).toBeVisible();

    // The marker proves the page was not reloaded when the lobby comes back.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    ops('maintenance', 'off');
    await context.setOffline(false);
    await expect(page.getByTestId('lobby')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe('domain lines', () => {
  // A second server starts (and the first start migrates and seeds its database): on a busy CI
  // machine that alone can take over a minute, and it counts against the test's time.
  test.describe.configure({ timeout: 240_000 });
  let second: SecondServer | null = null;

  test.beforeEach(async () => {
    // The e2e server and a second instance list each other; the page opens on the second.
    setDomainLines(E2E_DATA_DIR, [primaryLine, backupLine]);
    second = await secondServer();
  });

  test.afterEach(async () => {
    await second?.stop();
    setDomainLines(E2E_DATA_DIR, seededLines);
  });

  test('when the primary line stops, lobby calls move to the other line without an error', async ({
    page,
  }) => {
    const origin = `http://${primaryLine}`;
    await closeAnnouncementsWhenShown(page);
    await page.goto(`${origin}/`);
    await underServiceWorker(page);
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    // The notice pop-up opens once per session when the announcements arrive: let it come and go
    // before the side menu opens, or on a slow machine it lands behind the open menu.
    await closeAnnouncementOnceShown(page);

    // Both lines answer: each has a speed class and a figure from the spec's bands.
    await openSpeedTest(page);
    const modal = page.getByTestId('speed-test-modal');
    await expect(modal.getByTestId('speed-line')).toHaveCount(2);
    await expect(modal.getByRole('status')).toHaveCount(0);
    for (const ms of await modal.getByTestId('speed-ms').allTextContents()) {
      expect(Number(ms)).toBeGreaterThanOrEqual(20);
      expect(Number(ms)).toBeLessThanOrEqual(150);
    }
    await modal.getByRole('button', { name: /close|đóng/i }).click();

    await second!.stop();
    second = null;

    // A lobby the page has not loaded yet: its calls can only succeed through the other line.
    await page.getByTestId('nav-LIVE').click();
    await expect(page.getByTestId('game-grid').locator('[data-testid^="game-"]').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('no-data')).toHaveCount(0);
    await expect
      .poll(() =>
        readWorkerStore(page, 'sw-lines', 'lines', 'active').then((a) => (a as { url?: string })?.url),
      )
      .toBe(`http://${backupLine}`);

    // A fresh load works too: the shell from the precache, the API through the other line.
    await page.goto(`${origin}/fish`);
    await expect(page.getByTestId('game-grid').locator('[data-testid^="game-"]').first()).toBeVisible();
    await expect(page.getByTestId('no-data')).toHaveCount(0);

    await openSpeedTest(page);
    const lines = modal.getByTestId('speed-line');
    await expect(lines).toHaveCount(2);
    await expect(modal.getByRole('status')).toHaveCount(0);
    const dead = lines.filter({ hasText: primaryLine });
    await expect(dead.getByTestId('speed-ms')).toHaveText('9999');
    await expect(dead).toHaveAttribute('data-speed', 'slow');
    const alive = lines.filter({ hasText: backupLine });
    await expect(alive).toHaveAttribute('data-speed', /^(fast|normal)$/);

    // Choosing a line and confirming opens it in a new tab.
    await alive.click();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      modal.getByTestId('speed-confirm').click(),
    ]);
    await expect.poll(() => tab.url()).toContain(`http://${backupLine}`);
    await tab.close();
  });
});

test.describe('update', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: SecondServer | null = null;

  test.afterEach(async () => {
    await server?.stop();
    server = null;
  });

  test('a deploy while the page is open shows the prompt; accepting reloads into the new version', async ({
    page,
  }) => {
    const nextDist = makeNextDeploy(
      'dist',
      `${SECOND_DATA_DIR}-next-dist`,
      /^DownloadPage-[\w-]+\.(js|css)$/,
    );
    server = await secondServer();
    const origin = `http://${primaryLine}`;
    await closeAnnouncementsWhenShown(page);
    await page.goto(`${origin}/`);
    await underServiceWorker(page);
    await expect(page.locator('meta[name="app-build"]')).toHaveCount(0);

    // Deploy: the server restarts with the new build; the open page checks for an update.
    await server.stop();
    server = await secondServer(nextDist);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('update-toast')).toBeVisible({ timeout: 20_000 });

    // Until the visitor accepts, the session keeps working on its own version, even for a
    // screen whose file the new deploy no longer has.
    await page.getByTestId('right-bar-download').click();
    await expect(page.getByTestId('down-page')).toBeVisible();
    await expect(page.getByTestId('down-lite')).toBeVisible();

    await page.getByTestId('update-accept').click();
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'next', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('update-toast')).toHaveCount(0);
  });
});

test.describe('install', () => {
  test('Chromium finds the lite app installable', async ({ page }) => {
    await page.goto('/down');
    await underServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await expect(page.getByTestId('down-lite')).toBeVisible();
    await expect(page.getByTestId('down-ios')).toBeVisible();
    await expect(page.getByTestId('down-android')).toBeVisible();
  });
});

test.describe('a lazy screen that fails to load', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows the spec text and loads after a retry', async ({ page }) => {
    await page.route(/\/assets\/DownloadPage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/down');
    await expect(page.getByTestId('chunk-error')).toHaveText(/DownloadPage/);
    await page.unroute(/\/assets\/DownloadPage-[\w-]+\.js$/);
    await page.getByTestId('route-error').getByRole('button').click();
    await expect(page.getByTestId('down-page')).toBeVisible();
  });
});
