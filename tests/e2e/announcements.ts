import type { Page } from '@playwright/test';

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

/** The announcement popup counts as seen this session (it can open under the side menu and block it). */
export async function skipAnnouncementPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const k of ['announcementPopupSeenMember', 'announcementPopupSeenGuest'])
      sessionStorage.setItem(k, '1');
  });
}
