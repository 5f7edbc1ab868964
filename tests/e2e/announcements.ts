import { expect, type Page } from '@playwright/test';

/**
 * The lobby's announcement popup opens once per session after the announcements load, over
 * whatever the visitor is doing, as it does for a person. Tests about something else close it
 * whenever it gets in the way, as a person would.
 */
export async function closeAnnouncementsWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('announcement-popup'), async () => {
    await page.getByTestId('announcement-close').click();
  });
}

/**
 * The notice pop-up opens once per session when the lobby goes idle: let it come and go before a
 * menu opens, or on a slow machine it lands over the open menu.
 */
export async function letNoticeComeAndGo(page: Page): Promise<void> {
  const notice = page.getByTestId('announcement-popup');
  const shown = await notice.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (shown)
    await notice
      .getByTestId('announcement-close')
      .click()
      .catch(() => null);
  await expect(notice).toHaveCount(0);
}
