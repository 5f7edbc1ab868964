import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { earnHundredPoints } from './member-play';
import { registerNewMember as registerMember } from './register-member';
import { headerBalance, ensurePaymentPassword } from './member';
import { forEachLook } from './looks';

/**
 * The prize wheel on a phone (decisions 056-057): a new member plays, earns points,
 * redeems a wheel ticket in the points mall, spins, sees the prize on the balance (cash, points or
 * a ticket, as drawn) and in the draws, then reveals the seed and verifies the draw. Run with
 * E2E_PORT=4322. LUCKY_SHOTS=<dir> also saves the wheel and the egg in vi/en, light/dark.
 */
const shotsDir = process.env.LUCKY_SHOTS;
const PASSWORD = 'Sunny@2026x';
const PAYMENT_PASSWORD = '246801';

async function shots(page: Page) {
  if (!shotsDir) return;
  await forEachLook(page, async ({ lang, theme }) => {
    for (const [path, name] of [
      ['/luckyWheel', 'wheel'],
      ['/goldenEgg', 'egg'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('lucky-prize').first()).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${shotsDir}/${lang}-${theme}-${name}.png` });
    }
    await page.goto('/luckyWheel');
    await page.getByTestId('lucky-tab-draws').click();
    await page.getByTestId('lucky-draw').first().locator('summary').click();
    await page.screenshot({ path: `${shotsDir}/${lang}-${theme}-wheel-draws.png`, fullPage: true });
  });
}

test.describe('prize wheel on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('a member earns points, redeems a wheel ticket, spins, and sees the prize and a verifiable draw', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const username = await registerMember(page, 'lk', PASSWORD);
    await ensurePaymentPassword(page, PASSWORD, PAYMENT_PASSWORD);

    await earnHundredPoints(page, username);

    // Redeem a wheel ticket (50 points) with the payment password.
    const ticket = page.getByTestId('goods').and(page.locator('[data-kind="wheel_ticket"]'));
    await ticket.getByTestId('goods-redeem').click();
    await page.getByTestId('redeem-form').getByTestId('redeem-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('redeem-form').getByTestId('redeem-submit').click();
    await expect(page.getByTestId('points-balance')).toHaveText('50');

    // The wheel, from the side menu's link in the goods card: the table with its odds, one ticket.
    await ticket.getByRole('link').click();
    await expect(page).toHaveURL(/\/luckyWheel$/);
    await expect(page.getByTestId('lucky-prize')).toHaveCount(8);
    await expect(page.getByTestId('lucky-prize').first()).toContainText('0,1 %');
    await expect(page.getByTestId('lucky-tickets')).toHaveText('1');
    const before = await headerBalance(page);

    await page.getByTestId('lucky-play').click();
    const won = page.getByTestId('lucky-result').locator('[data-prize-kind]');
    await expect(won).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('lucky-tickets')).toHaveText('0');
    await expect(page.getByTestId('lucky-play')).toBeDisabled();
    const kind = await won.getAttribute('data-prize-kind');
    const prize = (await won.textContent()) ?? '';

    // The prize on the balance it belongs to.
    if (kind === 'cash') {
      const amount = Number(/([\d.]+)\s*₫/.exec(prize)![1]!.replace(/\./g, ''));
      await expect.poll(() => headerBalance(page)).toBe(before + amount);
    } else if (kind === 'points') {
      const amount = Number(/(\d+)\s*(points|điểm)/.exec(prize)![1]);
      await page.goto('/pointMall');
      await expect(page.getByTestId('points-balance')).toHaveText(String(50 + amount));
    } else if (kind === 'ticket') {
      await page.goto('/goldenEgg');
      await expect(page.getByTestId('lucky-tickets')).toHaveText('1');
    } else expect(kind).toBe('none');

    // The draw in the records; the seed revealed; the draw verifies.
    await page.goto('/luckyWheel');
    await page.getByTestId('lucky-tab-draws').click();
    const row = page.getByTestId('lucky-draw');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-prize-kind', kind!);
    await page.getByTestId('lucky-tab-fair').click();
    const hash = await page.getByTestId('lucky-seed-hash').textContent();
    await page.getByTestId('lucky-rotate').click();
    await expect(page.getByTestId('lucky-revealed')).toBeVisible();
    await expect(page.getByTestId('lucky-seed-hash')).not.toHaveText(hash!);
    await page.getByTestId('lucky-tab-draws').click();
    await row.locator('summary').click();
    await row.getByTestId('lucky-verify').click();
    await expect(row.getByTestId('lucky-verified')).toBeVisible();
    if (kind === 'cash') {
      await page.goto('/member?tab=bonusDetails');
      await expect(page.getByTestId('grant').first()).toContainText(/Prize wheel|Vòng quay may mắn/);
    }
    await shots(page);
  });
});
