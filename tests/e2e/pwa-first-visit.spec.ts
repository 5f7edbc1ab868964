import { expect, test, type Page } from '@playwright/test';
import { logInThroughPopup } from './demo';
import { closeAnnouncementsWhenShown } from './announcements';
import { underServiceWorker } from './pwa-helpers';

/**
 * Decision 027: the installed app as a player meets it after one visit. What the first visit loaded
 * before the worker took over is stored too; lobbies browsed while logged in open offline as a
 * guest; an empty section offline says so, and comes back with the network; the still first-paint
 * banner never covers another page.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

/** Keys of the worker's stored lobby answers. */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('sw-lobby-data');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains('responses')) return resolve([]);
          const req = conn.transaction('responses').objectStore('responses').getAllKeys();
          req.onsuccess = () => resolve(req.result.map(String));
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

const controlled = (page: Page) => page.evaluate(() => !!navigator.serviceWorker.controller);

test('the first visit fills the offline cache: the app opened offline later shows its lobby', async ({
  page,
  context,
}) => {
  await closeAnnouncementsWhenShown(page);
  await page.goto('/');
  await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
  const menuItems = await page.getByTestId('nav').locator('[data-testid^="nav-"]').count();
  expect(menuItems).toBeGreaterThan(4);
  // No reload: the lobby's calls all went out before the worker was there.
  await expect.poll(() => controlled(page), { timeout: 60_000 }).toBe(true);
  await expect
    .poll(() => storedKeys(page), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^guest .*\/lgw\/games\/lanes\?/),
        expect.stringMatching(/^guest .*\/lgw\/games\/game_menus\?/),
        expect.stringMatching(/^guest .*\/lgw\/games\/hot\?/),
      ]),
    );

  // Reopened offline (a new tab: a new session).
  await context.setOffline(true);
  const again = await context.newPage();
  await closeAnnouncementsWhenShown(again);
  await again.goto('/');
  await expect(again.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
  await expect(again.getByTestId('nav').locator('[data-testid^="nav-"]')).toHaveCount(menuItems);
  await expect(again.locator('[data-testid^="lane-"]').first()).toBeVisible();
  await expect(again.getByTestId('offline-note')).toHaveCount(0);
  await context.setOffline(false);
});

test("the installed app's stored shell carries no still banner, and no other page shows one", async ({
  page,
}) => {
  await closeAnnouncementsWhenShown(page);
  await page.goto('/');
  await underServiceWorker(page);
  const stored = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys())
        if (new URL(req.url).pathname === '/index.html') return (await cache.match(req))!.text();
    }
    return null;
  });
  expect(stored).toContain('id="root"');
  expect(stored).not.toContain('<div id="boot-shell"');
  for (const path of ['/help', '/promotions', '/down', '/member?tab=depositv2']) {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('#root', { state: 'attached' });
    expect(await page.locator('#boot-shell').count(), path).toBe(0);
  }
});

test('lobbies browsed while logged in open offline as a guest; an empty one offline says so and retries', async ({
  page,
  context,
}) => {
  await closeAnnouncementsWhenShown(page);
  await logInThroughPopup(page);
  await page.goto('/rng');
  await underServiceWorker(page);
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await expect
    .poll(() => storedKeys(page))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^guest .*\/lgw\/games\/list\?.*gameType=RNG/)]));

  // The installed app reopened offline: its session (session storage) is gone.
  await context.setOffline(true);
  const again = await context.newPage();
  await closeAnnouncementsWhenShown(again);
  await again.goto('/rng');
  await expect(again.getByTestId('header-account')).toHaveCount(0);
  await expect(again.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();

  // A lobby never opened: it says the phone is offline, not "no data", and loads when it is back.
  await again.goto('/live');
  await expect(again.getByTestId('offline-note')).toBeVisible();
  await expect(again.getByTestId('no-data')).toHaveCount(0);
  await again.screenshot({ path: test.info().outputPath('offline-live.png') });
  await context.setOffline(false);
  // It retries by itself when the browser says the network is back; if that was too early for
  // the line, the retry button does it.
  await expect(async () => {
    // The retry by itself may land between isVisible and click and take the button away: a
    // click without a short timeout would then wait out the whole test.
    if (await again.getByTestId('offline-retry').isVisible())
      await again
        .getByTestId('offline-retry')
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    await expect(again.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(again.getByTestId('offline-note')).toHaveCount(0);
});
