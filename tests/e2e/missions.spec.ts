import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { openHouseSlot, spinHouseSlot } from './member-play';
import { ops } from './ops';
import { registerNewMember } from './register-member';
import { headerBalance } from './member';
import { forEachLook } from './looks';

/**
 * Missions on a phone (decisions 054-055): a new member plays one round, sees the
 * missions' progress (counted by the reward ticker's pass every 2 s), claims the one-off "first
 * bet" mission and sees its prize on the balance, its state and the leaderboard.
 * Run with E2E_PORT=4321. MISSIONS_SHOTS=<dir> saves the tab in vi/en, light/dark.
 */
const shotsDir = process.env.MISSIONS_SHOTS;

const mission = (page: Page, code: string) => page.locator(`[data-testid="mission"][data-code="${code}"]`);

async function shots(page: Page) {
  if (!shotsDir) return;
  await forEachLook(page, async ({ lang, theme }) => {
    await page.goto('/member?tab=missionLeaderboard');
    await expect(page.getByTestId('mission-board')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shotsDir}/${lang}-${theme}.png`, fullPage: true });
  });
}

test.describe('missions on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('a member plays, sees mission progress, claims a mission and sees the prize', async ({ page }) => {
    test.setTimeout(120_000);
    const username = await registerNewMember(page, 'ms');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/member?tab=missionLeaderboard');
    await expect(page.getByTestId('missions-daily')).toBeVisible();
    await expect(page.getByTestId('missions-daily-reset')).toContainText(/Resets in \d/);
    // Days while more than one is left; on Sunday (the week's last day) a clock like the daily one.
    await expect(page.getByTestId('missions-weekly-reset')).toContainText(/Resets in (\d+d|\d{1,2}:\d{2})/);
    await expect(mission(page, 'once-first-bet')).toHaveAttribute('data-state', 'todo');
    await expect(page.getByTestId('board-me')).toContainText('no mission points');

    // One real round of 10,000 on the house slot.
    ops('balance', 'adjust', username, '+100000', '--kind', 'adjustment', '--reason', 'e2e play money');
    await openHouseSlot(page, '10000');
    await spinHouseSlot(page, 1);

    // The pass counts the settled bet: the first bet is done; 10,000 on one game is below the
    // 20,000 a game of "play 3 different games" asks, so no game is counted yet.
    await expect(async () => {
      await page.goto('/member?tab=missionLeaderboard');
      await expect(mission(page, 'once-first-bet')).toHaveAttribute('data-state', 'claim', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(mission(page, 'daily-three-games').getByTestId('mission-progress')).toHaveText(
      '0 / 3 games',
    );
    await expect(page.getByTestId('member-badge-missionLeaderboard')).toHaveText(/^[1-9]$/);
    const before = await headerBalance(page);

    // Claim it: 5,000 ₫ (a grant), 10 mall points and 20 mission points.
    await mission(page, 'once-first-bet').getByTestId('mission-claim').click();
    await expect(page.getByTestId('toast')).toContainText('5,000');
    await expect(page.getByTestId('toast')).toContainText('20 mission points');
    await expect(mission(page, 'once-first-bet')).toHaveAttribute('data-state', 'claimed');
    await expect.poll(() => headerBalance(page)).toBe(before + 5_000);
    const me = page.getByTestId('board-row').filter({ hasText: 'You' });
    await expect(me).toHaveAttribute('data-me', 'yes');
    await expect(page.getByTestId('board-me')).toContainText(/Your rank: \d+ with 20 mission points/);

    // The prize is in the bonus details as a mission grant, and the mall points arrived.
    await page.goto('/member?tab=bonusDetails');
    await expect(page.getByTestId('grant').first()).toContainText('Mission');
    await page.goto('/pointMall');
    await expect(page.getByTestId('points-balance')).toHaveText(/^(1\d|[1-9]\d\d)$/);

    await shots(page);
  });
});
