import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { closeAnnouncementsWhenShown } from './announcements';
import { logInThroughPopup } from './demo';

/**
 * The member records as the seeded member demo: rounds played through the house provider's own
 * seamless calls (and a bonus) before the test, then each record screen opened from the member
 * centre, a date shortcut used, rows and totals seen.
 */

test.beforeAll(() => {
  execFileSync('node_modules/.bin/tsx', ['server/ops/play-rounds.ts', 'demo', '22', '5000'], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
});

test.describe('member records', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('demo sees bets, transactions, profit and bonuses with totals', async ({ page }) => {
    test.setTimeout(60_000);
    await logInThroughPopup(page);
    await page.goto('/member?tab=personalHistoryCopy');
    const centre = page.getByTestId('member-centre');

    // Betting record: today's rounds, the totals of the filter, amounts with the server's symbol.
    const bets = page.getByTestId('records-bets');
    await expect(bets).toBeVisible();
    await bets.getByTestId('date-range-today').click();
    await expect(bets.getByTestId('date-range-today')).toHaveAttribute('aria-pressed', 'true');
    await expect(bets.getByTestId('records-row').first()).toBeVisible();
    await expect(bets.getByTestId('records-totals-bet')).toContainText('₫');
    expect(
      Number(await bets.getByTestId('records-totals-count').locator('dd').textContent()),
    ).toBeGreaterThanOrEqual(22);
    await expect(bets.getByTestId('records-row').first()).toContainText(/GMT[+-]\d/);
    // 20 rows a page: "load more" fetches the next ones after the last shown.
    await expect(bets.getByTestId('records-row')).toHaveCount(20);
    await bets.getByTestId('records-more').click();
    await expect(async () =>
      expect(await bets.getByTestId('records-row').count()).toBeGreaterThan(20),
    ).toPass();
    // A filter with nothing in it shows the empty state.
    await bets.getByTestId('records-status').selectOption('rolled_back');
    await expect(bets.getByTestId('records-empty')).toBeVisible();

    // Transaction history ("Income"): the bets and wins with the balance after.
    await centre.getByTestId('member-menu-transactionHistory').click();
    const txs = page.getByTestId('records-transactions');
    await txs.getByTestId('date-range-past30').click();
    await expect(txs.getByTestId('records-row').first()).toBeVisible();
    await expect(txs.getByTestId('records-totals-in')).toContainText('₫');
    await txs.getByTestId('records-type').selectOption('seamless_bet');
    await expect(txs.getByTestId('records-row').first()).toContainText(/−1[.,]000 ₫/);

    // Profit and loss: per day, then per vendor.
    await centre.getByTestId('member-menu-personalProfit').click();
    const profit = page.getByTestId('records-profit');
    await profit.getByTestId('date-range-thisMonth').click();
    await expect(profit.getByTestId('records-row').first()).toBeVisible();
    await expect(profit.getByTestId('records-totals-profit')).toContainText('₫');
    await profit.getByTestId('records-view-groups').click();
    await expect(profit.getByTestId('records-row').first()).toBeVisible();

    // Bonus details: the bonus with its reason.
    await centre.getByTestId('member-menu-bonusDetails').click();
    const bonuses = page.getByTestId('records-bonuses');
    await bonuses.getByTestId('date-range-past7').click();
    await expect(bonuses.getByTestId('records-row').first()).toContainText('Operator goodwill bonus');
    await expect(bonuses.getByTestId('records-totals-amount')).toContainText('₫');

    // A range longer than the cap is refused with a message and queries nothing.
    await bonuses.getByTestId('date-range-from').fill('2020-01-01');
    await expect(bonuses.getByTestId('date-range-problem')).toBeVisible();
  });

  test('a failed call shows the error and a retry that recovers', async ({ page }) => {
    await logInThroughPopup(page);
    let fail = true;
    await page.route('**/wps/member/records/transactions**', (route) =>
      fail ? route.abort('failed') : route.continue(),
    );
    await page.goto('/member?tab=transactionHistory');
    const txs = page.getByTestId('records-transactions');
    await expect(txs.getByTestId('form-error')).toBeVisible();
    fail = false;
    await txs.getByTestId('records-retry').click();
    await expect(txs.getByTestId('records-row').first()).toBeVisible();
    await expect(txs.getByTestId('form-error')).toHaveCount(0);
  });
});
