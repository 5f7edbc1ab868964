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
