import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { logInThroughPopup } from './demo';
import { ops } from './ops';
import { registerWithoutCaptcha } from './register';
import { openFirstGame } from './member-play';

/**
 * What a new player met on a phone: the Spin button moving under the thumb, a
 * withdrawal without a confirmation, badges over the vendor mark, floating buttons over the
 * lobby, and the first paint's boxes changing size.
 */
const suffix = () => Math.random().toString(36).slice(2, 8);

/**
 * Interactive elements of the lobby that a shortcut button (download, Telegram, Facebook, back to
 * top) lies over, at the current scroll position.
 */
function coveredByShortcuts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shortcuts = [...document.querySelectorAll('.right-bar-btn')].map((b) => b.getBoundingClientRect());
    const hits: string[] = [];
    for (const el of document.querySelectorAll('a, button, input, select, [role="button"]')) {
      if (el.closest('.right-bar')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > innerHeight) continue;
      const over = shortcuts.some(
        (s) => s.left < r.right && s.right > r.left && s.top < r.bottom && s.bottom > r.top,
      );
      if (over) hits.push(el.outerHTML.slice(0, 80));
    }
    return hits;
  });
}

const boxOf = async (l: Locator) => (await l.boundingBox())!;

test.describe('a player on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('the Spin button stays where the thumb is after a spin', async ({ page }) => {
    await logInThroughPopup(page);
    await openFirstGame(page, '/fish');
    const spin = page.getByTestId('spin');
    await expect(spin).toBeEnabled();
    // Its place on the page (a click may scroll the page to bring it into view).
    const top = () => spin.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    for (let i = 0; i < 2; i++) {
      await spin.click();
      await expect(page.getByTestId('round-result')).toHaveText(/won|No win|thắng|chưa trúng/i);
      await expect(spin).toBeEnabled();
      expect(await top()).toBe(before);
    }
  });

  test('a new member sets the payment password from the withdrawal, comes back, and sees the request confirmed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const username = `wd${suffix()}`;
    const password = 'Sunny@2026x';
    await registerWithoutCaptcha(page, username, password);
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

  test('the shortcut buttons never lie over the lobby', async ({ page }) => {
    test.setTimeout(60_000);
    const sizes = [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ];
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/');
      await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
      await expect(page.getByTestId('right-bar-download')).toHaveCount(1);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += Math.round(size.height * 0.6)) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
        expect(await coveredByShortcuts(page), `${size.width} px wide, scrolled to ${y}`).toEqual([]);
      }
    }
  });

  test('the first paint holds the places of what is loading, in their final sizes, and nothing moves when it comes', async ({
    page,
  }) => {
    // The winners, notices and categories answer only when the test lets them.
    const held: (() => void)[] = [];
    const hold = (pattern: RegExp) =>
      page.route(pattern, (route) => {
        held.push(() => void route.continue());
      });
    await hold(/\/lgw\/games\/winners/);
    await hold(/\/wps\/system\/announcements/);
    await hold(/\/lgw\/games\/game_menus/);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) (window as unknown as { shifts: number }).shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('winners-waiting').locator(':scope > span')).toHaveCount(5);
    await expect(page.locator('.marquee-placeholder .marquee-icon')).toBeVisible();
    await expect(page.getByTestId('nav-waiting').first()).toBeVisible();
    const jackpot = await boxOf(page.getByTestId('jackpot'));
    const marquee = await boxOf(page.locator('.marquee-placeholder'));
    const navItem = await boxOf(page.getByTestId('nav-home'));

    for (const release of held.splice(0)) release();
    await expect(page.getByTestId('nav-RNG')).toBeVisible();
    await expect(page.getByTestId('nav-waiting')).toHaveCount(0);
    await expect(page.getByTestId('notice-marquee')).toBeVisible();
    await expect(page.locator('.winner-list')).toBeVisible();
    expect((await boxOf(page.getByTestId('jackpot'))).height).toBe(jackpot.height);
    expect((await boxOf(page.getByTestId('notice-marquee'))).height).toBe(marquee.height);
    expect((await boxOf(page.getByTestId('nav-home'))).height).toBe(navItem.height);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  test('one row of categories above the banner, and the banner arrows clear of its headline', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toBeVisible();
    const banner = await boxOf(carousel);
    const sections = await boxOf(page.getByTestId('category-menu'));
    expect(sections.y).toBeGreaterThan(banner.y + banner.height);

    // The headline's box in the banner art (750 x 300, text from x=48 at the tspans' baselines).
    const src = await carousel.locator('img').first().getAttribute('src');
    const svg = await (await page.request.get(src!)).text();
    const size = Number(/font-size="(\d+)"/.exec(svg)![1]);
    const baselines = [...svg.matchAll(/<tspan x="\d+" y="(\d+)"/g)].map((m) => Number(m[1]));
    // The art covers the 3:1 box: scaled to its width, its top and bottom cut evenly.
    const scale = banner.width / 750;
    const top = banner.y - (300 * scale - banner.height) / 2;
    const text = {
      top: top + (Math.min(...baselines) - size) * scale,
      bottom: top + (Math.max(...baselines) + size * 0.3) * scale,
      left: banner.x + 48 * scale,
      right: banner.x + 708 * scale,
    };
    for (const arrow of ['.banner-prev', '.banner-next']) {
      const a = await boxOf(carousel.locator(arrow));
      const overlaps =
        a.x < text.right && a.x + a.width > text.left && a.y < text.bottom && a.y + a.height > text.top;
      expect(overlaps, arrow).toBe(false);
    }
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
