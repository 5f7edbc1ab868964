import { expect, test } from '@playwright/test';
import { closeAnnouncementOnceShown } from './announcements';
import { logInThroughPopup } from './demo';

type Hot = { value: { list: { gameName: string }[] } };

/** Switching the language changes everything on screen at once, without a reload. */
test('switching to English asks every lobby answer again in English at once', async ({ page }) => {
  await page.goto('/');
  const hot = page.getByTestId('section-HOT').getByTestId('game-tile');
  await expect(hot.first()).toBeVisible();
  await expect(page.locator('[data-testid^="lane-"]').first()).toBeVisible();
  // The announcement pop-up comes once the lobby is idle: let it come and close it first.
  await closeAnnouncementOnceShown(page);

  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    const lang = url.searchParams.get('language');
    if (/^\/(lgw|wps)\//.test(url.pathname) && lang) asked.push(`${url.pathname} ${lang}`);
  });
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(() => asked.map((a) => a.split(' ')[0]))
    .toEqual(expect.arrayContaining(['/lgw/games/hot', '/lgw/games/lanes', '/wps/system/announcements']));
  // Not one of them in the language just left (they were, and the screen kept Vietnamese names).
  expect(asked.filter((a) => a.endsWith(' vi'))).toEqual([]);

  const en = (await (await page.request.get('/lgw/games/hot?gameType=RNG&language=en')).json()) as Hot;
  await expect(hot.first()).toContainText(en.value.list[0]!.gameName);
  await page.screenshot({ path: test.info().outputPath('home-en.png') });
});

test("a member's switch tells the server the member's language", async ({ page }) => {
  await logInThroughPopup(page);
  await closeAnnouncementOnceShown(page);
  const told = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().endsWith('/wps/member/language'),
  );
  await page.getByTestId('lang-switch').click();
  expect((await told).postDataJSON()).toEqual({ language: 'en' });
  expect((await (await told).response())?.status()).toBe(200);
});
