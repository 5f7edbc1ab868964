import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { ops } from './ops';
import { registerNewMember as registerMember } from './register-member';
import { openHouseSlot, spinHouseSlot } from './member-play';
import { headerBalance } from './member';
import { forEachLook } from './looks';

/**
 * The member-claimed rebate on a phone (decision 045): a new member plays the house
 * slot, opens the manualRebate tab from the side menu, sees the rebate accrued per game type,
 * claims it, the balance moves and the grant shows in bonus details. Run with E2E_PORT=4312.
 * REBATE_SHOTS=<dir> also saves the tab in vi/en, light/dark.
 */
const shotsDir = process.env.REBATE_SHOTS;
const PASSWORD = 'Sunny@2026x';

const registerNewMember = (page: Page) => registerMember(page, 'rb', PASSWORD);

/**
 * Eight real spins of 5,000 at the house slot (the fishing lobby): 40,000 of valid bets at 0.50%.
 * Accrual runs in the reward pass every 2 s: the tab is read again until it shows the 200 of rebate.
 */
async function betUntilRebateShows(page: Page) {
  await openHouseSlot(page, '5000');
  await spinHouseSlot(page, 8);
  await expect(async () => {
    await page.goto('/member?tab=manualRebate');
    await expect(page.getByTestId('rebate-total')).toHaveText(/^200\s?₫$/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('rebate on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('a member plays, sees the accrued rebate in the manualRebate tab, claims it once and finds the grant in bonus details', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone journey');
    test.setTimeout(150_000);
    const username = await registerNewMember(page);
    ops('balance', 'adjust', username, '+200000', '--kind', 'adjustment', '--reason', 'e2e play money');

    // The side menu's Rebate entry opens the real tab, empty before any bet.
    await page.goto('/');
    await page.getByTestId('side-menu-button').click();
    await page
      .getByTestId('side-menu')
      .getByRole('link', { name: /^(Rebate|Hoàn trả)$/ })
      .click();
    await expect(page.getByTestId('rebate-section')).toBeVisible();
    await expect(page.getByTestId('rebate-empty')).toBeVisible();
    await expect(page.getByTestId('rebate-claim-button')).toBeDisabled();

    await betUntilRebateShows(page);
    const line = page.getByTestId('rebate-line');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveAttribute('data-type', 'FISH');
    await expect(line).toContainText(/40[.,]000/);
    await expect(line).toContainText(/0[.,]50\s?%/);

    if (shotsDir)
      await forEachLook(page, async ({ lang, theme }) => {
        await page.reload();
        await expect(page.getByTestId('rebate-total')).toBeVisible();
        await page.screenshot({ path: `${shotsDir}/rebate-${lang}-${theme}.png`, fullPage: true });
      });

    const before = await headerBalance(page);
    await page.getByTestId('rebate-claim-button').click();
    await expect(page.getByTestId('rebate-total')).toHaveText(/^0\s?₫$/);
    await expect(page.getByTestId('rebate-last')).toContainText(/200\s?₫/);
    await expect(page.getByTestId('rebate-claim-button')).toBeDisabled();
    await expect.poll(() => headerBalance(page)).toBe(before + 200);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/rebate-claimed.png`, fullPage: true });

    // The grant in bonus details: the rebate, its amount and its 1x turnover.
    await page.goto('/member?tab=bonusDetails');
    const grant = page.getByTestId('grant').first();
    await expect(grant).toContainText(/Rebate|Hoàn trả/);
    await expect(grant.getByTestId('grant-amount')).toHaveText(/^200\s?₫$/);
    await expect(grant).toHaveAttribute('data-status', 'active');

    // The rebate's promotion states the seeded rates and leads to the same tab.
    await page.goto('/promotions?category=rebate');
    const card = page.getByTestId('promotion-card').filter({ hasText: /Rebate on every valid bet|Hoàn trả/ });
    await expect(card).toContainText(/A share of every valid bet|Hoàn trả trên mỗi cược hợp lệ/);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/rebate-promotion.png`, fullPage: true });
    await card.locator('[data-state="rebate"]').click();
    await expect(page.getByTestId('rebate-section')).toBeVisible();
  });
  test('a held rebate claim the operator rejects shows as not approved, with the reason (decision 069)', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone journey');
    test.setTimeout(150_000);
    // Claims above 100 wait for the operator while this test runs (a new version of the terms).
    const shown = JSON.parse(ops('campaign', 'show', 'rebate')) as { terms: Record<string, unknown> };
    const file = path.join(os.tmpdir(), `rebate-hold-${Date.now()}.json`);
    const keep = path.join(os.tmpdir(), `rebate-keep-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify({ ...shown.terms, holdAbove: '100' }));
    fs.writeFileSync(keep, JSON.stringify(shown.terms));
    try {
      ops('campaign', 'version', 'rebate', '--terms', file);
      const username = await registerNewMember(page);
      ops('balance', 'adjust', username, '+200000', '--kind', 'adjustment', '--reason', 'e2e play money');
      await betUntilRebateShows(page);
      await page.getByTestId('rebate-claim-button').click();
      const last = page.getByTestId('rebate-last');
      await expect(last).toHaveAttribute('data-status', 'held');
      await expect(last).toContainText(/under review|xét duyệt/);

      const held = JSON.parse(ops('campaign', 'held')) as { id: number; account: string }[];
      const grant = held.find((g) => g.account === username.toLowerCase())!;
      ops('campaign', 'reject-grant', String(grant.id), '--reason', 'bets on both sides of one round');
      await page.reload();
      await expect(last).toHaveAttribute('data-status', 'rejected');
      await expect(last).toContainText('bets on both sides of one round');
      await expect(page.getByTestId('rebate-total')).toHaveText(/^0\s?₫$/);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/rebate-rejected.png`, fullPage: true });
    } finally {
      ops('campaign', 'version', 'rebate', '--terms', keep);
      fs.rmSync(file, { force: true });
      fs.rmSync(keep, { force: true });
    }
  });
});
