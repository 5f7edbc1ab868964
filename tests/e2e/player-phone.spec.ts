import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { DEMO_PASSWORD } from './demo';
import { ops } from './ops';

/**
 * What a new player met on a phone (issue 13): the Spin button moving under the thumb, a
 * withdrawal without a confirmation, badges over the vendor mark, floating buttons over the
 * lobby, and the first paint's boxes changing size.
 */
const suffix = () => Math.random().toString(36).slice(2, 8);

async function logInDemo(page: Page) {
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill('demo');
  await popup.getByTestId('login-password').fill(DEMO_PASSWORD);
  await popup.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-account')).toContainText('demo');
}

const boxOf = async (l: Locator) => (await l.boundingBox())!;

test.describe('a player on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('the Spin button stays where the thumb is after a spin', async ({ page }) => {
    await logInDemo(page);
    await page.goto('/fish');
    await page
      .getByTestId('game-grid')
      .getByTestId('game-tile')
      .filter({ hasNotText: /Lobby|Sảnh/ })
      .first()
      .click();
    const spin = page.getByTestId('spin');
    await expect(spin).toBeEnabled();
    const before = await boxOf(spin);
    for (let i = 0; i < 2; i++) {
      await spin.click();
      await expect(page.getByTestId('round-result')).toHaveText(/won|No win|thắng|chưa trúng/i);
      await expect(spin).toBeEnabled();
      expect((await boxOf(spin)).y).toBe(before.y);
    }
  });

  test('a new member sets the payment password from the withdrawal, comes back, and sees the request confirmed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    ops('register-field', 'captcha', '--enabled', 'off');
    const username = `wd${suffix()}`;
    const password = 'Sunny@2026x';
    try {
      await page.goto('/register');
      const form = page.getByTestId('register-popup');
      await form.getByTestId('register-field-username').fill(username);
      await form.getByTestId('register-field-password').fill(password);
      await form.getByTestId('register-field-confirmPassword').fill(password);
      await form.getByTestId('register-terms').check();
      await form.getByTestId('register-submit').click();
      await expect(page.getByTestId('header-account')).toContainText(username);
    } finally {
      ops('register-field', 'captcha', '--enabled', 'on');
    }
    ops('balance', 'adjust', username, '+500000', '--kind', 'bonus', '--reason', 'e2e withdrawal');

    await page.goto('/member?tab=withdraw');
    const withdraw = page.getByTestId('withdraw-section');
    await withdraw.getByTestId('card-bank').fill('Vietcombank');
    await withdraw.getByTestId('card-number').fill('0123456789');
    await withdraw.getByTestId('card-payee').fill('Nguyen Van Moi');
    await withdraw.getByTestId('card-submit').click();
    await expect(withdraw.getByTestId('bank-card')).toHaveCount(1);

    await withdraw.getByTestId('withdraw-need-password').getByRole('button').click();
    // The security centre opens with the payment password form ready.
    const payment = page.getByTestId('security-payment-password');
    await payment.getByTestId('payment-password-proof').fill(password);
    await payment.getByTestId('payment-password-new').fill('246801');
    await payment.getByTestId('payment-password-confirm').fill('246801');
    await payment.getByTestId('payment-password-submit').click();
    // Back at the withdrawal.
    await expect(page).toHaveURL(/tab=withdraw/);
    await withdraw.getByTestId('withdraw-amount').fill('100000');
    await withdraw.getByTestId('withdraw-password').fill('246801');
    await withdraw.getByTestId('withdraw-submit').click();
    await expect(withdraw.getByTestId('withdraw-sent')).toContainText('100.000 ₫');
    await expect(page.getByTestId('toast')).toHaveText(/^(Withdrawal requested|Yêu cầu rút tiền)$/);
  });

  test('a free-trial badge stays clear of the vendor mark at the foot of the picture', async ({ page }) => {
    await page.goto('/rng');
    const tile = page.locator('[data-testid="game-tile"]:has(.tile-trial)').first();
    await expect(tile).toBeVisible();
    const frame = await boxOf(tile.locator('.tile-frame'));
    const badge = await boxOf(tile.locator('.tile-trial'));
    // The picture's vendor mark is drawn from 80% of its height down.
    expect(badge.y + badge.height).toBeLessThan(frame.y + frame.height * 0.8);
  });
});
