import { expect, test, type Page } from '@playwright/test';
import { logInThroughPopup } from './demo';
import { closeAnnouncementsWhenShown } from './announcements';

/** The first tile of a vendor's grid and its nodeId. */
async function firstTile(page: Page, vendor: string) {
  await page.goto(`/rng?vassalage=${vendor}`);
  const tile = page.getByTestId('game-grid').locator('[data-testid^="game-"]').first();
  const nodeId = (await tile.getAttribute('data-testid'))!.replace('game-', '');
  return { tile, nodeId };
}

test.describe("the member's game lists", () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('a guest opening favourites is asked to log in', async ({ page }) => {
    await page.goto('/favorite');
    await expect(page.getByTestId('favorite-page')).toBeVisible();
    await expect(page.getByTestId('game-grid')).toHaveCount(0);
    await expect(page.getByTestId('favorite-page').getByRole('button').first()).toBeVisible();
  });

  test('a favourite shows on /favorite and a launched game on /recent', async ({ page }) => {
    await logInThroughPopup(page);
    const fav = await firstTile(page, 'CQ9');
    const toggle = fav.tile.getByTestId(`fav-toggle-${fav.nodeId}`);
    // The heart is enabled once the member's favourites are known.
    await expect(toggle).toBeEnabled();
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/favorite');
    await expect(page.getByTestId('favorite-page').getByTestId(`game-${fav.nodeId}`)).toBeVisible();

    const played = await firstTile(page, 'FC');
    await played.tile.getByTestId('game-tile').click();
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
    await page.goto('/recent');
    await expect(page.getByTestId('recent-page').getByTestId(`game-${played.nodeId}`)).toBeVisible();
  });
});
