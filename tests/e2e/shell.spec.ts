import { expect, test, type Page } from '@playwright/test';
import { ops } from './ops';

type Menus = { value: { gameCategory: string; vendors: unknown[] }[] };

async function lobbyCategories(page: Page): Promise<string[]> {
  const res = await page.request.get('/lgw/games/game_menus?language=vi');
  const body = (await res.json()) as Menus;
  return body.value.filter((m) => m.vendors.length > 0).map((m) => m.gameCategory);
}

test.describe('the PWA shell', () => {
  test('the lobby shows the vendor categories the server returns', async ({ page }) => {
    const categories = await lobbyCategories(page);
    expect(categories.length).toBeGreaterThan(3);
    await page.goto('/');
    await expect(page.getByTestId('lobby')).toBeVisible();
    await expect(page.getByTestId('page-loader')).toBeHidden();
    const nav = page.getByTestId('nav');
    for (const category of categories) await expect(nav.getByTestId(`nav-${category}`)).toHaveCount(1);
  });

  test("the page's inline script sets the stored theme and language under the served CSP (decision 066)", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/content security policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('lang', 'en');
    });
    // Without the app's scripts only the inline one can have set these.
    await page.route('**/assets/**', (route) => route.abort());
    const res = await page.goto('/rng');
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f5f2ea');
    expect(violations).toEqual([]);
  });

  test('/login goes to / and opens the login popup', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-popup')).toBeVisible();
  });

  test('the header clock shows the time with its GMT offset', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-clock')).toHaveText(/\d{2}:\d{2}:\d{2}.*GMT[+-]\d/);
  });
});

test.describe('site status', () => {
  test.afterEach(() => {
    ops('maintenance', 'off');
    ops('region', 'unblock', '127.0.0.1');
  });

  test('maintenance shows the maintenance page with its end time and info, and the lobby returns after', async ({
    page,
  }) => {
    ops('maintenance', 'on', '--until', '2099-06-01T10:00:00Z', '--info', 'Nâng cấp hệ thống');
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toContainText('Nâng cấp hệ thống');
    await expect(page.getByTestId('maintenance-end-time')).toContainText('2099');
    await expect(page.getByTestId('lobby')).toHaveCount(0);

    ops('maintenance', 'off');
    await page.reload();
    await expect(page.getByTestId('lobby')).toBeVisible();
  });

  test('a blocked visitor sees the block page with their IP', async ({ page }) => {
    ops('region', 'block', '127.0.0.1');
    await page.goto('/');
    await expect(page.getByTestId('block-page')).toBeVisible();
    await expect(page.getByTestId('block-ip')).toHaveText('127.0.0.1');
    await expect(page.getByTestId('lobby')).toHaveCount(0);
  });
});

/** Where the elements matching `selector` are drawn, to the pixel. */
function boxesOf(page: Page, selector: string): Promise<number[][]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map(Math.round);
    }),
  );
}

test.describe('first paint from the server', () => {
  const cases = [
    { path: '/', own: '#root .banner-placeholder img, #root [data-testid="banner-carousel"]' },
    { path: '/rng', own: '#root [data-testid="game-grid"] .tile-img' },
  ];
  for (const { path, own } of cases) {
    test(`${path}: the still pictures in the HTML sit exactly where the app draws its own, and go once it has`, async ({
      page,
    }) => {
      // The server's HTML alone: no script runs.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.locator('#boot-shell img').first()).toBeVisible();
      await expect(page.getByTestId('page-loader')).toBeHidden();
      const still = await boxesOf(page, '#boot-shell img');
      expect(still.length).toBeGreaterThan(0);

      await page.unroute('**/*.js');
      await page.goto(path);
      await expect(page.locator('#boot-shell')).toHaveCount(0);
      // The app's pictures that are drawn (a placeholder the carousel has replaced measures 0 x 0
      // until React removes it), measured as they settle within a frame or two.
      await expect
        .poll(
          async () =>
            (await boxesOf(page, own)).filter(([, , w, h]) => w! > 0 && h! > 0).slice(0, still.length),
          {
            timeout: 2_000,
          },
        )
        .toEqual(still);
    });
  }

  test('the app is fetched only once the still banner has come, then starts (decision 075)', async ({
    page,
  }) => {
    // The banner comes late: before, the entry was fetched beside it and the paint waited for both.
    let bannerSent = 0;
    await page.route('**/img/banners/w_home-1.svg*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      bannerSent = Date.now();
      await route.continue();
    });
    const entryAsked: number[] = [];
    page.on('request', (req) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(new URL(req.url()).pathname)) entryAsked.push(Date.now());
    });
    await page.goto('/');
    await expect(page.getByTestId('lobby')).toBeVisible();
    expect(bannerSent).toBeGreaterThan(0);
    expect(entryAsked.length).toBeGreaterThan(0);
    expect(entryAsked[0]).toBeGreaterThanOrEqual(bannerSent);
  });

  test('a status page is never covered by the still pictures', async ({ page }) => {
    ops('maintenance', 'on');
    try {
      await page.goto('/rng');
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      // Gone with the status answer, not by the few-seconds backstop.
      await expect(page.locator('#boot-shell')).toHaveCount(0, { timeout: 1000 });
    } finally {
      ops('maintenance', 'off');
    }
  });
});
