import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { registerNewMember as registerMember } from './register-member';
import { earnHundredPoints } from './member-play';
import { headerBalance, ensurePaymentPassword } from './member';
import { forEachLook } from './looks';

/**
 * The points mall on a phone (decisions 049-050): a new member plays, earns points from
 * the settled bets (posted by the reward ticker's pass every 2 s), redeems a cash good, and sees
 * the points and the balance move and the redemption in the history. Run with E2E_PORT=4314.
 * POINTS_SHOTS=<dir> also saves the mall in vi/en, light/dark.
 */
const shotsDir = process.env.POINTS_SHOTS;
const PASSWORD = 'Sunny@2026x';
const PAYMENT_PASSWORD = '246801';

const registerNewMember = (page: Page) => registerMember(page, 'pt', PASSWORD);

const digits = async (cell: Locator) => Number(((await cell.textContent()) ?? '').replace(/[^0-9]/g, ''));

async function shots(page: Page) {
  if (!shotsDir) return;
  await forEachLook(page, async ({ lang, theme }) => {
    for (const tab of ['goods', 'history', 'details', 'rules'] as const) {
      await page.goto('/pointMall');
      await page.getByTestId(`points-tab-${tab}`).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${shotsDir}/${lang}-${theme}-${tab}.png`, fullPage: true });
    }
  });
}

test.describe('points mall on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('a member plays, earns points, redeems a cash good and sees points, balance and history move', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A guest sees the goods and the rules, and is asked to log in.
    await page.goto('/pointMall');
    await expect(page.getByTestId('points-guest')).toBeVisible();
    await expect(page.getByTestId('goods').first()).toBeVisible();
    await page.getByTestId('points-tab-rules').click();
    await expect(page.getByTestId('points-rates').locator('tbody tr')).toHaveCount(9);

    const username = await registerNewMember(page);
    await ensurePaymentPassword(page, PASSWORD, PAYMENT_PASSWORD);
    await page.goto('/pointMall');
    await expect(page.getByTestId('points-balance')).toHaveText('0');
    const cash = page.getByTestId('goods').filter({ hasText: /Cash 10,000|Tiền mặt 10\.000/ });
    await expect(cash.getByTestId('goods-redeem')).toBeDisabled();

    await earnHundredPoints(page, username);
    const before = await headerBalance(page);

    // Redeem the 10,000 cash good with the payment password.
    await cash.getByTestId('goods-redeem').click();
    const form = page.getByTestId('redeem-form');
    await form.getByTestId('redeem-password').fill(PAYMENT_PASSWORD);
    await form.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('points-balance')).toHaveText('0');
    await expect.poll(() => headerBalance(page)).toBe(before + 10_000);
    await expect(cash.getByTestId('goods-redeem')).toBeDisabled();

    // Redeem history: the redemption, approved, 100 points.
    await page.getByTestId('points-tab-history').click();
    const row = page.getByTestId('redemption').first();
    await expect(row).toHaveAttribute('data-status', 'approved');
    await expect(row).toContainText(/Cash 10,000|Tiền mặt 10\.000/);
    await expect(row.getByTestId('redemption-points')).toContainText('100');

    // Points details: −100 redeemed, after the +100 from bets (posted by one or more passes).
    await page.getByTestId('points-tab-details').click();
    const moves = page.getByTestId('points-movement');
    await expect(moves.first()).toHaveAttribute('data-reason', 'redeem');
    expect(await digits(moves.first().getByTestId('movement-amount'))).toBe(100);
    const reasons = await moves.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-reason')));
    expect(reasons.slice(1).every((r) => r === 'bets')).toBe(true);
    const earned = await moves
      .getByTestId('movement-amount')
      .evaluateAll((cells) => cells.slice(1).map((c) => Number(c.textContent!.replace(/[^0-9]/g, ''))));
    expect(earned.reduce((a, b) => a + b, 0)).toBe(100);

    // Bonus details list the cash as a grant of the points mall.
    await page.goto('/member?tab=bonusDetails');
    await expect(page.getByTestId('grant').first()).toContainText(/Points mall|Cửa hàng điểm thưởng/);

    await shots(page);
  });
});
