import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { ops } from './ops';
import { registerNewMember as registerMember } from './register-member';
import { demoDeposit, openHouseSlot, spinHouseSlot } from './member-play';

/**
 * VIP levels as a new player meets them on a phone (decision 044): the playerRank tab
 * at VIP 0, a deposit and a few spins move the progress bars, ten 100,000 ₫ spins and a 500,000 ₫
 * deposit reach the seeded VIP 1 and pay its upgrade bonus; the tab in both languages and
 * themes; with the site's VIP flag off the entries are gone. Run with E2E_PORT=4311 --project
 * phone. VIP_SHOTS=<dir> also copies the screenshots there.
 */
const shotsDir = process.env.VIP_SHOTS;
const PASSWORD = 'Sunny@2026x';

const registerNewMember = (page: Page) => registerMember(page, 'vip', PASSWORD);

/** The VIP tab, read again until `check` holds (settled bets are counted by a 2-s pass or on read). */
async function vipTabUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto('/member?tab=playerRank');
    await expect(page.getByTestId('vip-section')).toBeVisible({ timeout: 5_000 });
    await check();
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'VIP is specified on a phone');
  await closeAnnouncementsWhenShown(page);
});

test('a new player bets, sees the VIP progress move, reaches VIP 1 and gets its upgrade bonus', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const username = await registerNewMember(page);

  await page.goto('/member?tab=playerRank');
  const section = page.getByTestId('vip-section');
  await expect(section.getByTestId('vip-level')).toHaveAttribute('data-level', '0');
  await expect(section.getByTestId('vip-bet-amounts')).toHaveText(/^0 ₫ \/ 1[.,]000[.,]000 ₫$/);
  await expect(section.getByTestId('vip-level-row')).toHaveCount(6);
  await expect(section.getByTestId('vip-history').getByTestId('grant')).toHaveCount(0);

  await demoDeposit(page, '500000');
  // Play money from the operator (an adjustment is no deposit), so a losing streak cannot stop the test.
  ops('balance', 'adjust', username, '+3000000', '--kind', 'adjustment', '--reason', 'e2e play money');
  await openHouseSlot(page, '100000');
  await spinHouseSlot(page, 3);
  await vipTabUntil(page, async () => {
    await expect(section.getByTestId('vip-bet-amounts')).toHaveText(/^300[.,]000 ₫/, { timeout: 1_000 });
    await expect(section.getByTestId('vip-deposit')).toHaveAttribute('data-met', 'true', { timeout: 1_000 });
  });
  await expect(section.getByTestId('vip-level')).toHaveAttribute('data-level', '0');

  await openHouseSlot(page, '100000');
  await spinHouseSlot(page, 7);
  await vipTabUntil(page, async () => {
    await expect(section.getByTestId('vip-level')).toHaveAttribute('data-level', '1', { timeout: 1_000 });
  });
  const bonus = section.getByTestId('vip-history').getByTestId('grant');
  await expect(bonus).toHaveCount(1);
  await expect(bonus.getByTestId('grant-amount')).toHaveText(/18[.,]000/);
  // The next level's bars start from what was counted.
  await expect(section.getByTestId('vip-bet-amounts')).toHaveText(
    /^1[.,]000[.,]000 ₫ \/ 10[.,]000[.,]000 ₫$/,
  );
  await expect(section.getByTestId('vip-keep')).toBeVisible();
  // The header's label says the new level too.
  await expect(page.getByTestId('header-vip')).toHaveText('VIP 1');

  // The promotions page lists the VIP campaigns as granted automatically, with nothing to claim.
  await page.goto('/promotions');
  const upgradeCard = page
    .getByTestId('promotion-card')
    .filter({ hasText: /VIP upgrade bonus|Thưởng thăng cấp VIP/ });
  await expect(upgradeCard).toHaveCount(1);
  await expect(upgradeCard).toContainText(/Granted automatically|tự động/i);
  const promoShot = testInfo.outputPath('vip-promotions.png');
  await page.screenshot({ path: promoShot, fullPage: true });
  if (shotsDir) fs.copyFileSync(promoShot, `${shotsDir}/vip-promotions.png`);

  // The tab in both languages and both themes, each looked at.
  for (const [lang, theme] of [
    ['vi', 'light'],
    ['vi', 'dark'],
    ['en', 'light'],
    ['en', 'dark'],
  ] as const) {
    await page.evaluate(
      ({ lang, theme }) => {
        localStorage.setItem('lang', lang);
        localStorage.setItem('theme', theme);
      },
      { lang, theme },
    );
    await page.goto('/member?tab=playerRank');
    await expect(section.getByTestId('vip-level')).toHaveAttribute('data-level', '1');
    await expect(page.locator('.member-section-title')).toHaveText('VIP');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `${lang} ${theme} scrolls sideways`).toBe(false);
    const file = testInfo.outputPath(`vip-${lang}-${theme}.png`);
    await page.screenshot({ path: file, fullPage: true });
    if (shotsDir) fs.copyFileSync(file, `${shotsDir}/vip-${lang}-${theme}.png`);
  }
});

test('with the site VIP flag off, the VIP tab and side-menu entry are gone', async ({ page }) => {
  test.setTimeout(90_000);
  await registerNewMember(page);
  await page.goto('/member?tab=playerRank');
  await expect(page.getByTestId('member-menu-playerRank')).toBeVisible();
  ops('flag', 'VIP3', 'off');
  try {
    await expect(async () => {
      await page.goto('/member?tab=playerRank');
      await expect(page.getByTestId('member-centre')).toBeVisible({ timeout: 5_000 });
      await expect(page.getByTestId('member-menu-securityCenter')).toBeVisible({ timeout: 1_000 });
      await expect(page.getByTestId('member-menu-playerRank')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('vip-section')).toHaveCount(0);
    await expect(page.locator('.member-content')).toContainText(
      /VIP levels are not offered|không có cấp VIP/,
    );
    await page.getByTestId('side-menu-button').click();
    const menu = page.getByTestId('side-menu');
    await expect(menu.locator('a[href="/member?tab=rewardCenter"]')).toBeVisible();
    await expect(menu.locator('a[href="/member?tab=playerRank"]')).toHaveCount(0);
  } finally {
    ops('flag', 'VIP3', 'on');
  }
});
