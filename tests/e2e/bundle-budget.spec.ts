import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  describeInitialJs,
  initialJs,
  initialJsBudgetKb,
  kb,
  readBundleReport,
} from '../../scripts/bundle-budget';
import { closeAnnouncementsWhenShown } from './announcements';
import { underServiceWorker } from './pwa-helpers';

/**
 * Decision 041: the lobby's first download against its budget, read from the build the
 * server sends (its bundle report), and the per-chunk message catalogs at work in the browser.
 */
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

test.describe("the lobby's first download", () => {
  test('stays within its budget', () => {
    const first = initialJs(dist);
    expect(first.files.length).toBeGreaterThan(0);
    expect(
      first.gzipBytes,
      `initial JS of / is ${kb(first.gzipBytes)} gzipped, the budget ${initialJsBudgetKb} KB (scripts/bundle-budget.ts). ` +
        `Largest modules:\n${describeInitialJs(dist)}`,
    ).toBeLessThanOrEqual(initialJsBudgetKb * 1024);
  });

  test('holds nothing the first paint of the home lobby does not need', () => {
    const report = readBundleReport(dist);
    const files = new Set(initialJs(dist).files.map((f) => f.file));
    const ids = report!.chunks.filter((c) => files.has(c.file)).flatMap((c) => c.modules.map((m) => m.id));
    expect(ids.length).toBeGreaterThan(50);
    const outside = [
      /^zod\//, // the contract's schemas (decision 008)
      /^(ofetch|ufo|destr)\//, // the HTTP client, a chunk asked for at start
      /^use-sync-external-store\//, // React 19 has the hook
      /^locales\//, // whole catalogs: the entry carries its own messages only
      /^src\/lib\/errors\.ts$/, // every error code's text, loaded on a failed game start
      /^src\/features\/games\/TypedLobby\.tsx$/, // preloaded by the typed lobbies' own pages
      /^src\/ui\/icons-more\.tsx$/, // the icons only lazy screens draw
    ];
    expect(ids.filter((id) => outside.some((re) => re.test(id)))).toEqual([]);
  });
});

test('a typed lobby opened directly gets its chunk with the page and draws without a fallback', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Any moment the route's loading fallback is in the page, from the first render on.
    new MutationObserver(() => {
      if (document.querySelector('.route-fallback')) document.documentElement.dataset.sawFallback = '1';
    }).observe(document, { childList: true, subtree: true });
  });
  const res = await page.goto('/rng');
  expect(await res!.text()).toMatch(/<meta name="app-module" content="\/assets\/TypedLobby-[\w-]+\.js">/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-fallback', '1');
});

/** "Remember me" is used by the login form only (a lazy chunk): its text is in that chunk's catalog. */
async function expectLoginPopupIn(page: Page, rememberMe: string) {
  await page.getByTestId('header-login').click();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(rememberMe);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
}

test('a lazy screen shows its own messages in Vietnamese, and in English after a switch', async ({
  page,
}) => {
  // The pop-up may come over the language switch; it stays until closed (lobby.spec.ts).
  await closeAnnouncementsWhenShown(page);
  await page.goto('/');
  await expectLoginPopupIn(page, 'Ghi nhớ đăng nhập');
  // Its chunk is loaded already: the switch brings that chunk's English messages too.
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLoginPopupIn(page, 'Remember me');
  // A returning English visitor: the entry and the chunk load their English messages at once.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLoginPopupIn(page, 'Remember me');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the installed app switches language offline, lazy screens included (the worker's precache)", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await closeAnnouncementsWhenShown(page);
    await page.goto('/');
    await underServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('lang-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectLoginPopupIn(page, 'Remember me');
  });
});
