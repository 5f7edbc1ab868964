import { expect, type Page } from '@playwright/test';

/**
 * The seeded demo member's secrets as the browser tests leave them. Specs share one database, so
 * the payment password one spec sets is the one the next spec finds: one constant for all.
 */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_PAYMENT_PASSWORD = '135790';

/** Fills and sends the login pop-up; what follows (a second step, an error) is the caller's. */
export async function submitLoginPopup(page: Page, username: string, password: string) {
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('login-username').fill(username);
  await popup.getByTestId('login-password').fill(password);
  await popup.getByTestId('login-submit').click();
}

/** Logs in through the lobby's login pop-up (the demo member unless told) and waits for the header to name them. */
export async function logInThroughPopup(page: Page, username = 'demo', password = DEMO_PASSWORD) {
  await submitLoginPopup(page, username, password);
  await expect(page.getByTestId('header-account')).toContainText(username);
}
