import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { ops } from './ops';
import { demoDeposit } from './member-play';
import { registerNewMember } from './register-member';
import { headerBalance } from './member';
import { forEachLook } from './looks';

/**
 * Red envelopes on a phone (decision 058): the operator starts a drop now (instead of
 * waiting for 20:00), a new member opens the drop screen from the side menu, is refused until a
 * first deposit (decision 089), then grabs an envelope,
 * sees the amount on the balance, in the envelope history and in bonus details; an ended drop's
 * revealed seed re-derives its split in the browser. Run with E2E_PORT=4323.
 * ENVELOPE_SHOTS=<dir> also saves the screen in vi/en, light/dark.
 */
const shotsDir = process.env.ENVELOPE_SHOTS;

const digits = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

const createDrop = (...extra: string[]) =>
  JSON.parse(
    ops('red-envelope', 'create', '--total', '1000000', '--shares', '10', '--min', '20000', ...extra),
  ) as { id: number; seedHash: string };

async function shots(page: Page, name: string, prepare?: () => Promise<void>) {
  if (!shotsDir) return;
  await forEachLook(page, async ({ lang, theme }) => {
    await page.goto('/redEnvelope');
    await expect(page.getByTestId('envelope-hero')).toBeVisible();
    await prepare?.();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shotsDir}/${name}-${lang}-${theme}.png`, fullPage: true });
  });
}

test.describe('red envelopes on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('a member grabs a red envelope during a drop and checks an ended drop', async ({ page }) => {
    test.setTimeout(120_000);
    // An ended drop (its seed revealed) and one open now for 10 minutes.
    const ended = createDrop('--minutes', '1', '--starts', new Date(Date.now() - 120_000).toISOString());
    // A guest sees the countdown to the next drop (unless another run's drop is still open).
    await page.goto('/redEnvelope');
    await expect(page.getByTestId('envelope-hero')).toBeVisible();
    if ((await page.getByTestId('envelope-hero').getAttribute('data-open')) === 'false') {
      await expect(page.getByTestId('envelope-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
      await shots(page, 'countdown');
    }
    const open = createDrop('--minutes', '10');
    expect(open.id).toBeGreaterThan(ended.id);

    await registerNewMember(page, 're');
    await page.goto('/');
    await page.getByTestId('side-menu-button').click();
    await page
      .getByTestId('side-menu')
      .getByRole('link', { name: /Red envelopes|Lì xì/ })
      .click();
    await expect(page).toHaveURL(/\/redEnvelope$/);
    const hero = page.getByTestId('envelope-hero');
    await expect(hero).toHaveAttribute('data-open', 'true');
    await expect(page.getByTestId('envelope-current').getByTestId('envelope-hash')).toHaveText(open.seedHash);

    // Without a deposit (or VIP 1) the grab is refused, in words (decision 089); after one it pays.
    await page.getByTestId('envelope-grab').click();
    await expect(page.locator('.envelope-bad')).toHaveText(/VIP 1/);
    await demoDeposit(page, '100000');
    await page.goto('/redEnvelope');
    await expect(hero).toHaveAttribute('data-open', 'true');

    const before = await headerBalance(page);
    await page.getByTestId('envelope-grab').click();
    const amount = digits(await page.getByTestId('envelope-amount').textContent());
    expect(amount).toBeGreaterThanOrEqual(20_000);
    expect(amount).toBeLessThanOrEqual(1_000_000 - 9 * 20_000);
    await expect.poll(() => headerBalance(page)).toBe(before + amount);
    await expect(page.getByTestId('envelope-history-row')).toHaveCount(1);
    await expect
      .poll(async () => digits(await page.getByTestId('envelope-history-amount').textContent()))
      .toBe(amount);
    // A reload shows the same envelope, no second grab.
    await page.reload();
    await expect(page.getByTestId('envelope-amount')).toBeVisible();
    await expect(page.getByTestId('envelope-grab')).toHaveCount(0);

    // The ended drop: its revealed seed re-derives the split here, in the browser.
    const past = page.getByTestId('envelope-past').first();
    await past.locator('summary').click();
    await past.getByTestId('envelope-verify').click();
    const verdict = past.getByTestId('envelope-verdict');
    await expect(verdict.locator('li[data-ok="true"]')).toHaveCount(2);
    await expect(verdict.locator('li[data-ok="false"]')).toHaveCount(0);

    // Bonus details list the envelope as a grant.
    await page.goto('/member?tab=bonusDetails');
    await expect(page.getByTestId('grant').first()).toContainText(/Red envelope|Lì xì/);

    await shots(page, 'grabbed', async () => {
      const first = page.getByTestId('envelope-past').first();
      await first.locator('summary').click();
      await first.getByTestId('envelope-verify').click();
      await expect(first.getByTestId('envelope-verdict')).toBeVisible();
    });
  });
});
