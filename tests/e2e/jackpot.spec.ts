import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown, skipAnnouncementPopup } from './announcements';
import { demoDeposit, openHouseSlot, spinHouseSlot } from './member-play';
import { registerNewMember } from './register-member';

/**
 * The lobby's jackpot ticker on a phone (decision 061): the figure is the real pool from
 * `/lgw/games/jackpot`, in the app's money format, and follows it when settled spins feed it (the
 * reward ticker's pass every 2 s; the lobby asks every 5 s). Run with E2E_PORT=4325.
 * JACKPOT_SHOTS=<dir> also saves the lobby in vi and en.
 */
const shotsDir = process.env.JACKPOT_SHOTS;

/** The pool as the API answers it now (dong). */
async function apiPool(page: Page): Promise<bigint> {
  const res = await page.request.get('/lgw/games/jackpot');
  expect(res.status()).toBe(200);
  return BigInt(((await res.json()) as { value: { amount: string } }).value.amount);
}

/** Whole dong grouped as the app writes money: "10.000.000 ₫" (vi), "10,000,000 ₫" (en). */
const money = (n: bigint, lang: 'vi' | 'en') =>
  `${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'vi' ? '.' : ',')} ₫`;

/** The ticker reads what the API says (the pool may move meanwhile: both are read again until equal). */
async function expectTickerShowsPool(page: Page, lang: 'vi' | 'en'): Promise<bigint> {
  let pool = 0n;
  await expect(async () => {
    pool = await apiPool(page);
    await expect(page.getByTestId('jackpot-value')).toHaveText(money(pool, lang), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return pool;
}

test.describe('the jackpot ticker', () => {
  test('shows the real pool from the API, in either language, and opens its stated rules', async ({
    page,
  }) => {
    await closeAnnouncementsWhenShown(page);
    await page.goto('/');
    const pool = await expectTickerShowsPool(page, 'vi');
    expect(pool).toBeGreaterThanOrEqual(10_000_000n); // never below its seed
    // It holds still between answers: no random growth.
    const shown = await page.getByTestId('jackpot-value').textContent();
    await page.waitForTimeout(2_500);
    if ((await apiPool(page)) === pool) await expect(page.getByTestId('jackpot-value')).toHaveText(shown!);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/lobby-vi.png` });

    await page.getByTestId('lang-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectTickerShowsPool(page, 'en');
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/lobby-en.png` });

    // The label opens the rules: the share and the odds players are told.
    await page.getByTestId('jackpot-rules').click();
    await expect(page).toHaveURL(/\/help\?article=jackpot$/);
    await expect(page.getByText(/0\.5% of every settled valid bet/)).toBeVisible();
    await expect(page.getByText(/stake ÷ 10,000,000,000 ₫/).first()).toBeVisible();
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/rules-en.png` });
  });

  test("a member's settled spins feed the pool, and the ticker follows it", async ({ page }) => {
    test.setTimeout(120_000);
    await skipAnnouncementPopup(page);
    await closeAnnouncementsWhenShown(page);
    await registerNewMember(page, 'jp');
    await demoDeposit(page, '500000');
    const before = await apiPool(page);
    await openHouseSlot(page, '100000');
    await spinHouseSlot(page, 3);
    // 0.5% of 3 × 100,000 ₫ = 1,500 ₫ at least (other players may feed it too), posted by the pass.
    await expect.poll(() => apiPool(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 1_500n);
    await page.goto('/');
    const shown = await expectTickerShowsPool(page, 'vi');
    expect(shown).toBeGreaterThanOrEqual(before + 1_500n);
  });
});
