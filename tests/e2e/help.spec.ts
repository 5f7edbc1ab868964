import { expect, test } from '@playwright/test';
import { closeAnnouncementsWhenShown, closeAnnouncementOnceShown } from './announcements';
import { logInThroughPopup } from './demo';
import { ops } from './ops';
import { underServiceWorker } from './pwa-helpers';

/** A PNG signature and filler: the server decides the type by these bytes. */
const png = () => {
  const b = Buffer.alloc(256);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
};

/** The help centre and terms (decision 038): server content, accent-free search, deep links, #term. */
test.describe('help centre', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('search without accents finds an article, which has a link of its own', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByTestId('help-section-withdrawals')).toBeVisible();
    await page.getByTestId('help-search').fill('rut tien');
    const results = page.getByTestId('help-results');
    await results.getByRole('button', { name: /Cách rút tiền/ }).click();
    await expect(page.getByTestId('help-article')).toHaveAttribute('data-slug', 'how-to-withdraw');
    await expect(page).toHaveURL(/\/help\?article=how-to-withdraw$/);
    await page.getByRole('button', { name: 'Tất cả chủ đề' }).click();
    await expect(page.getByTestId('help-centre')).toBeVisible();

    await page.goto('/help?article=lite-app');
    await expect(page.getByTestId('help-article')).toContainText('Ứng dụng nhẹ');
  });

  test('/help#term opens at the terms; the registration form links there', async ({ page }) => {
    await page.goto('/help#term');
    await expect(page.getByTestId('help-terms')).toBeInViewport();
    await expect(page.getByTestId('help-terms')).toContainText('Phiên bản 1');
    await page.goto('/register');
    await expect(page.getByTestId('register-popup').locator('a[href="/help#term"]')).toBeVisible();
  });

  test('the side menu opens the help centre as a modal', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    // The lobby drawn (a click on the boot shell's menu button before the app takes over is lost).
    await expect(page.getByTestId('section-HOT').getByTestId('game-tile').first()).toBeVisible();
    await closeAnnouncementOnceShown(page);
    await expect(async () => {
      await page.getByTestId('side-menu-button').click();
      await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByTestId('side-help').click();
    const modal = page.getByTestId('help-modal');
    await expect(modal.getByTestId('help-section-faq')).toBeVisible();
    await modal.getByRole('button', { name: /Cách nạp tiền/ }).click();
    await expect(modal.getByTestId('help-article')).toHaveAttribute('data-slug', 'how-to-deposit');
  });

  test('feedback with an image is listed with its status, then with the answer', async ({ page }) => {
    await logInThroughPopup(page);
    await page.goto('/help?tab=feedback');
    const content = `Ảnh chụp màn hình ${Date.now()}`;
    await page.getByTestId('feedback-category').selectOption('game');
    await page.getByTestId('feedback-content').fill(content);
    await page
      .getByTestId('feedback-images')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png() });
    await expect(page.locator('.feedback-thumb img')).toHaveCount(1);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-sent')).toBeVisible();
    const item = page.getByTestId('my-feedback-item').filter({ hasText: content });
    await expect(item).toContainText('Đang chờ trả lời');
    await expect(item).toContainText('1 ảnh');

    const id = /#(\d+)/.exec((await item.textContent()) ?? '')![1]!;
    ops('feedback', 'reply', id, '--text', 'Cảm ơn, chúng tôi đã ghi nhận.');
    await page.reload();
    await expect(item).toContainText('Cảm ơn, chúng tôi đã ghi nhận.');
    await expect(item).toContainText('Đã trả lời');
  });
});

test.describe('help centre offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('read after a visit: the worker serves the help centre and terms without a network', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await closeAnnouncementsWhenShown(page);
    await page.goto('/help');
    await underServiceWorker(page);
    await expect(page.getByTestId('help-section-deposits')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => indexedDB.databases().then((d) => d.map((x) => x.name))))
      .toContain('sw-lobby-data');
    await page.waitForTimeout(500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('help-section-deposits')).toBeVisible();
    await page.getByRole('button', { name: /Cách rút tiền/ }).click();
    await expect(page.getByTestId('help-article')).toContainText('mật khẩu thanh toán');
    await page.goto('/help#term');
    await expect(page.getByTestId('help-terms')).toContainText('Đối tượng');
    await context.setOffline(false);
  });
});
