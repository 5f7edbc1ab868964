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
 * Lets the once-per-session popup come (it opens when the lobby is idle; up to 10 s) and closes it,
 * so what the test does next is not covered by it. Nothing happens when it does not come.
 */
export async function closeAnnouncementOnceShown(page: Page): Promise<void> {
  const popup = page.getByTestId('announcement-popup');
  const shown = await popup.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  // Short: a locator handler (closeAnnouncementsWhenShown) may close it first, and a click on a
  // button that is gone would wait out the test.
  if (shown)
    await popup
      .getByTestId('announcement-close')
      .click({ timeout: 5_000 })
      .catch(() => null);
  await expect(popup).toHaveCount(0);
}

/** The announcement popup counts as seen this session (it can open under the side menu and block it). */
export async function skipAnnouncementPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const k of ['announcementPopupSeenMember', 'announcementPopupSeenGuest'])
      sessionStorage.setItem(k, '1');
  });
}
