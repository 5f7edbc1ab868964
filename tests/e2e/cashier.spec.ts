import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD, logInThroughPopup } from './demo';
import { ops } from './ops';
import { headerBalance, ensurePaymentPassword } from './member';

/**
 * The cashier as the seeded member demo: a deposit through the demo gateway (the demo bank page
 * plays the payer's bank and posts the signed callback), the balance and the inbox message; a
 * bank account and a withdrawal; the operator approves it with the CLI; the member confirms
 * receipt. Both projects use the same account on one server, so amounts are compared, not fixed.
 * Run with E2E_PORT=18102. CASHIER_SHOTS=<dir> also saves screenshots of each screen.
 */
const PASSWORD = DEMO_PASSWORD;
const PAYMENT_PASSWORD = DEMO_PAYMENT_PASSWORD;
const shotsDir = process.env.CASHIER_SHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  const project = test.info().project.name;
  await page.screenshot({ path: `${shotsDir}/${project}-${name}.png`, fullPage: false });
}

test.describe('cashier', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('demo deposits through the demo gateway, withdraws, and confirms receipt after the operator pays', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInThroughPopup(page);
    const before = await headerBalance(page);
    await shot(page, 'header');

    // Show/hide is remembered; refresh asks again.
    await page.getByTestId('header-balance-toggle').click();
    await expect(page.getByTestId('header-balance-amount')).toHaveText('******');
    await page.reload();
    await expect(page.getByTestId('header-balance-amount')).toHaveText('******');
    await page.getByTestId('header-balance-toggle').click();
    await page.getByTestId('header-balance-refresh').click();
    expect(await headerBalance(page)).toBe(before);

    // Deposit through the header shortcut and the demo gateway.
    await page.getByTestId('header-deposit').click();
    const section = page.getByTestId('deposit-section');
    await expect(section).toBeVisible();
    await section.getByTestId('deposit-channel-demopay').click();
    await section.getByTestId('deposit-amount').fill('100000');
    await shot(page, 'deposit');
    await section.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('demo-amount')).toHaveText(/100\.000/);
    await shot(page, 'demo-bank');
    await page.getByTestId('demo-pay').click();
    await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'credited');
    await shot(page, 'deposit-result');
    await expect.poll(() => headerBalance(page)).toBe(before + 100_000);

    // The arrival message, with the unread count in the header menu.
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('menu-unread')).toBeVisible();
    await shot(page, 'menu');
    await page.getByTestId('menu-messages').click();
    const message = page.getByTestId('inbox-message').first();
    await expect(message).toHaveAttribute('data-template', 'deposit_arrived');
    await message.locator('button').first().click();
    await expect(message.getByTestId('inbox-body')).toContainText('100.000');
    await shot(page, 'inbox');

    // A bank account (the first one sets the payee name) and a withdrawal.
    await ensurePaymentPassword(page, PASSWORD, PAYMENT_PASSWORD);
    await page.goto('/member?tab=withdraw');
    const withdraw = page.getByTestId('withdraw-section');
    await expect(withdraw).toBeVisible();
    if ((await withdraw.getByTestId('bank-card').count()) === 0) {
      const form = withdraw.getByTestId('card-form');
      await form.getByTestId('card-bank').fill('Vietcombank');
      await form.getByTestId('card-number').fill('0123456789');
      const payee = form.getByTestId('card-payee');
      if (!(await payee.inputValue())) await payee.fill('Nguyen Van Demo');
      await form.getByTestId('card-submit').click();
      await expect(withdraw.getByTestId('bank-card')).toHaveCount(1);
    }
    const beforeWithdraw = await headerBalance(page);
    await withdraw.getByTestId('withdraw-amount').fill('60000');
    await withdraw.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await shot(page, 'withdraw');
    const rows = withdraw.getByTestId('withdrawal-list').locator(':scope > li');
    const earlier = await rows.count();
    await withdraw.getByTestId('withdraw-submit').click();
    await expect(rows).toHaveCount(earlier + 1);
    const row = rows.first();
    await expect(row).toContainText('60.000');
    const id = (await row.getAttribute('data-testid'))!.replace('withdrawal-', '');
    await expect(withdraw.getByTestId(`withdrawal-status-${id}`)).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(beforeWithdraw - 60_000);

    // The operator pays it.
    expect(ops('withdrawal', 'approve', id)).toContain(`Withdrawal ${id} approved`);

    // The member sees it paid and confirms receipt.
    await page.reload();
    const confirm = page.getByTestId(`confirm-${id}`);
    await expect(confirm).toBeVisible();
    await confirm.scrollIntoViewIfNeeded();
    await shot(page, 'confirm');
    await confirm.getByTestId('confirm-received').click();
    await expect(page.getByTestId(`withdrawal-confirm-${id}`)).toHaveAttribute('data-confirm', 'received');
    await expect(page.getByTestId(`confirm-${id}`)).toHaveCount(0);

    // The other cashier screens: the demo runs a single wallet, and demo has no upline.
    await page.getByTestId('member-menu-transferFund').click();
    await expect(page.getByTestId('transfer-fund-single')).toBeVisible();
    await shot(page, 'transfer-fund');
    await page.getByTestId('member-menu-transferUpline').click();
    await expect(page.getByTestId('transfer-upline')).toBeVisible();
    await shot(page, 'transfer-upline');
  });
});
