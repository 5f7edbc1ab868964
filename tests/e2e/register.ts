import { expect, type Page } from '@playwright/test';
import { ops } from './ops';

/**
 * Fills and sends the register pop-up at `path` (a referral link opens it with the code filled in)
 * and waits for the header to name the new member. The captcha must be off: see below.
 */
export async function submitRegisterPopup(
  page: Page,
  username: string,
  password: string,
  path = '/register',
): Promise<void> {
  await page.goto(path);
  const form = page.getByTestId('register-popup');
  await expect(form).toBeVisible();
  await form.getByTestId('register-field-username').fill(username);
  await form.getByTestId('register-field-password').fill(password);
  await form.getByTestId('register-field-confirmPassword').fill(password);
  await form.getByTestId('register-terms').check();
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-account')).toContainText(username);
}

/**
 * Registers a new member through the register pop-up and waits for the header to name them. The
 * captcha image cannot be read by a test: an operator switches it off for the registration, as for
 * a campaign, and back on whatever happens.
 */
export async function registerWithoutCaptcha(
  page: Page,
  username: string,
  password: string,
  path = '/register',
): Promise<void> {
  ops('register-field', 'captcha', '--enabled', 'off');
  try {
    await submitRegisterPopup(page, username, password, path);
  } finally {
    ops('register-field', 'captcha', '--enabled', 'on');
  }
}
