import { expect, type Page } from '@playwright/test';
import { ops } from './ops';

/** A deposit through the demo gateway from the member centre, waited for until credited. */
export async function demoDeposit(page: Page, amount: string): Promise<void> {
  await page.goto('/member?tab=depositv2');
  const section = page.getByTestId('deposit-section');
  await section.getByTestId('deposit-channel-demopay').click();
  await section.getByTestId('deposit-amount').fill(amount);
  await section.getByTestId('deposit-submit').click();
  await page.getByTestId('demo-pay').click();
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'credited');
}

/** The first tile of a lobby that opens a game (not a vendor's game list). */
export async function openFirstGame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const tile = page
    .getByTestId('game-grid')
    .getByTestId('game-tile')
    .filter({ hasNotText: /Lobby|Sảnh/ })
    .first();
  await expect(tile).toBeVisible();
  await tile.click();
}

/** Opens the house slot (the fishing lobby's first game) with the given stake chip chosen. */
export async function openHouseSlot(page: Page, stake: string): Promise<void> {
  await openFirstGame(page, '/fish');
  await expect(page.getByTestId('engine-slot')).toBeVisible();
  await page.getByTestId(`stake-${stake}`).click();
}

/** Real rounds of the open slot, each waited for until settled and the button is free again. */
export async function spinHouseSlot(page: Page, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.getByTestId('spin').click();
    await expect(page.getByTestId('round-result')).toBeVisible();
    await expect(page.getByTestId('spin')).toBeEnabled();
  }
}

/**
 * 100 points for a new member: 10 house-slot spins of 100,000 on play money are 1,000,000 of
 * valid bet, at 1 point per 10,000; waited for until the reward ticker's pass (every 2 s) posts them.
 */
export async function earnHundredPoints(page: Page, username: string): Promise<void> {
  ops('balance', 'adjust', username, '+2000000', '--kind', 'adjustment', '--reason', 'e2e play money');
  await openHouseSlot(page, '100000');
  await spinHouseSlot(page, 10);
  await expect(async () => {
    await page.goto('/pointMall');
    await expect(page.getByTestId('points-balance')).toHaveText('100', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
