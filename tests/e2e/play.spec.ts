import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { logInThroughPopup } from './demo';
import { openFirstGame } from './member-play';

/**
 * Playing the house provider's games as the seeded member demo: a slot from the lobby (the
 * balance moves with each spin), a baccarat hand at a live table, a lottery ticket.
 */

async function logIn(page: Page) {
  // The announcement popup opens once per session shortly after the lobby loads; let it come
  // (and the handler close it) before the login popup, so it cannot close that one instead.
  await page.goto('/');
  await page
    .getByTestId('announcement-popup')
    .waitFor({ state: 'visible', timeout: 4_000 })
    .catch(() => undefined);
  await logInThroughPopup(page);
}

/** With SHOTS_DIR set, keeps a screenshot of each game screen (for looking at the layout). */
async function shot(page: Page, name: string, project: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${project}-${name}.png`, fullPage: true });
}

const balanceOf = async (page: Page) => (await page.getByTestId('game-balance').textContent()) ?? '';

test.describe('house games', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('demo spins a slot from the lobby, plays baccarat and bets on a lottery draw', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name;
    await logIn(page);

    // Slot: launched from the fishing lobby (all slot engine), spins change the balance.
    await openFirstGame(page, '/fish');
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+&token=/);
    const slot = page.getByTestId('engine-slot');
    await expect(slot).toBeVisible();
    await expect(page.getByTestId('server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const before = await balanceOf(page);
    await page.getByTestId('stake-5000').click();
    await page.getByTestId('spin').click();
    await expect(page.getByTestId('round-result')).toHaveText(/won|No win|thắng|chưa trúng/i);
    await expect(page.getByTestId('spin')).toBeEnabled();
    // A spin of 5,000 that returns 5,000 (a cherry) leaves it equal; two more make a change all but certain.
    for (let i = 0; i < 3 && (await balanceOf(page)) === before; i++) {
      await page.getByTestId('spin').click();
      await expect(page.getByTestId('spin')).toBeEnabled();
    }
    expect(await balanceOf(page)).not.toBe(before);
    // A reload keeps the player logged in and in the game: ?token= here is the game's launch token.
    const loginToken = await page.evaluate(() => sessionStorage.getItem('token'));
    const gameUrl = page.url();
    await page.reload();
    await expect(slot).toBeVisible();
    expect(page.url()).toBe(gameUrl);
    await expect(page.getByTestId('header-account')).toContainText('demo');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(loginToken);
    await page.getByTestId('fairness-panel').locator('summary').click();
    await shot(page, 'slot', project);
    // Provably fair: rotating reveals the seed, and a past round recomputes to what was played.
    const hash = await page.getByTestId('server-seed-hash').textContent();
    await page.getByTestId('rotate-seed').click();
    await expect(page.getByTestId('revealed-seed')).toBeVisible();
    await expect(page.getByTestId('server-seed-hash')).not.toHaveText(hash ?? '');
    await page.getByTestId('verify-round').first().click();
    await expect(page.getByTestId('verify-ok').first()).toBeVisible();

    // Baccarat at a live table: a chip on the banker, a hand dealt, cards shown.
    await openFirstGame(page, '/live');
    await expect(page.getByTestId('engine-baccarat')).toBeVisible();
    // The rules sheet states what counts as valid bet (decision 093).
    await expect(page.getByTestId('valid-share')).toContainText(/20%.*20%.*100%/);
    await page.getByTestId('bet-banker').click();
    await page.getByTestId('deal').click();
    await expect(page.getByTestId('hand-banker').locator('.hg-card:not(.is-back)').first()).toBeVisible();
    await expect(page.getByTestId('round-result')).toHaveText(/wins|Tie|thắng|Hòa/);
    await shot(page, 'baccarat', project);

    // Lottery: a ticket of two numbers on the open draw of the northern Vietnamese lottery.
    // (The lottery lobby lists vendors; a banner links /vnLottery?gameCode=VN_MB, which launches itself.)
    await page.goto('/vnLottery?gameCode=VN_MB');
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_MB&nodeId=\d+&token=/);
    await expect(page.getByTestId('lottery-game')).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText(/^\d+:\d{2}$/);
    await page.getByTestId('num-07').click();
    await page.getByTestId('num-42').click();
    const lotteryBefore = await balanceOf(page);
    await page.getByTestId('place-bet').click();
    await expect(page.getByTestId('bet-placed')).toBeVisible();
    await expect(page.getByTestId('my-tickets')).toContainText('07 42');
    expect(await balanceOf(page)).not.toBe(lotteryBefore);
    await page.reload();
    await expect(page.getByTestId('my-tickets')).toContainText('07 42');
    await expect(page.getByTestId('header-account')).toContainText('demo');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(loginToken);
    await shot(page, 'lottery', project);
  });
});
