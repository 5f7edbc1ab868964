import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { demoDeposit } from './member-play';
import { registerNewMember } from './register-member';

/**
 * The reward centre on a phone (decision 046): a new member is told the sign-in needs a
 * first deposit (decision 089), deposits, then signs in for the day from
 * the rewardCenter tab (the browser test "daily sign-in"), sees the streak and the ticked
 * day, the balance and the new grant move, and a second tap pays nothing more. Run with
 * E2E_PORT=4313. REWARD_CENTRE_SHOTS=<dir> saves the tab in vi/en, light/dark.
 */
const shotsDir = process.env.REWARD_CENTRE_SHOTS;

async function openTab(page: Page, look?: { lang: 'vi' | 'en'; theme: 'light' | 'dark' }) {
  if (look)
    await page.evaluate(({ lang, theme }) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('theme', theme);
    }, look);
  await page.goto('/member?tab=rewardCenter');
  await expect(page.getByTestId('sign-in')).toBeVisible();
}

test.describe('reward centre on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('daily sign-in', async ({ page }) => {
    test.setTimeout(90_000);
    await registerNewMember(page, 'sg');
    await openTab(page, { lang: 'en', theme: 'light' });
    const card = page.getByTestId('sign-in');
    await expect(page.getByTestId('header-balance-amount')).toHaveText(/^0\s₫/);
    await expect(card.getByTestId('sign-day')).toHaveCount(7);
    await expect(card.getByTestId('sign-day').first()).toHaveAttribute('data-today', 'yes');
    await expect(card.getByTestId('sign-day').first()).toHaveAttribute('data-done', 'no');
    await expect(page.getByTestId('grant-empty')).toBeVisible();

    // Before a first deposit (or VIP 1) the card says so and nothing can be taken (decision 089).
    await expect(card.getByTestId('sign-in-button')).toHaveCount(0);
    await expect(card.getByTestId('sign-in-blocked')).toHaveText(/made a deposit or reached VIP 1/);
    await expect(page.getByTestId('member-badge-rewardCenter')).toHaveCount(0);
    await demoDeposit(page, '100000');
    await openTab(page);

    // The tab's badge counts today's sign-in, with what the deposit opened (the first-deposit task,
    // the welcome bonus): one fewer once signed in.
    const badge = page.getByTestId('member-badge-rewardCenter');
    await expect(badge).toHaveText(/^[2-9]$/);
    const waiting = Number(await badge.textContent());
    const button = card.getByTestId('sign-in-button');
    await expect(button).toHaveText(/Sign in: \+2,000/);
    await button.click();
    await expect(page.getByTestId('toast')).toContainText('2,000');
    await expect(card.getByTestId('sign-in-streak')).toHaveAttribute('data-streak', '1');
    await expect(card.getByTestId('sign-in-streak')).toContainText('1 day in a row');
    await expect(card.getByTestId('sign-day').first()).toHaveAttribute('data-done', 'yes');
    await expect(button).toBeDisabled();
    await expect(button).toContainText('Signed in today');
    await expect(page.getByTestId('header-balance-amount')).toContainText('102,000');
    // The new grant in the rewards list, with its status, turnover and expiry.
    const grant = page.getByTestId('grant');
    await expect(grant).toHaveCount(1);
    await expect(grant).toContainText('Daily sign-in');
    await expect(grant.getByTestId('grant-amount')).toContainText('2,000');
    await expect(grant).toHaveAttribute('data-status', 'active');
    await expect(grant.getByTestId('grant-turnover')).toBeVisible();
    await expect(grant.getByTestId('grant-expiry')).toBeVisible();

    // A reload keeps the day signed; nothing more to tap.
    await page.reload();
    await expect(page.getByTestId('sign-in-button')).toBeDisabled();
    await expect(page.getByTestId('grant')).toHaveCount(1);
    await expect(page.getByTestId('member-badge-rewardCenter')).toHaveText(String(waiting - 1));

    // Newbie tasks show what is not done yet, each with the way to do it; the deposit one is done.
    await expect(page.getByTestId('newbie-task')).toHaveCount(3);
    await expect(page.locator('[data-testid="newbie-task"][data-state="todo"]')).toHaveCount(2);
    await expect(page.locator('[data-testid="newbie-task"][data-state="claim"]')).toHaveCount(1);

    if (shotsDir)
      for (const look of [
        { lang: 'vi', theme: 'light' },
        { lang: 'vi', theme: 'dark' },
        { lang: 'en', theme: 'light' },
        { lang: 'en', theme: 'dark' },
      ] as const) {
        await openTab(page, look);
        await expect(page.getByTestId('grant')).toHaveCount(1);
        await page.screenshot({ path: `${shotsDir}/${look.lang}-${look.theme}.png` });
        await page.screenshot({ path: `${shotsDir}/${look.lang}-${look.theme}-full.png`, fullPage: true });
      }
  });
});
