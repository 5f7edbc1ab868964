import { expect, type Page } from '@playwright/test';
import { ops } from './ops';

const suffix = () => Math.random().toString(36).slice(2, 8);
const byte = () => 1 + Math.floor(Math.random() * 250);
export const MEMBER_PASSWORD = 'Sunny@2026x';

/**
 * A new member registered through the register popup, from an address of its own (TRUST_PROXY=1
 * takes X-Forwarded-For), with the captcha off for the moment. Answers the username.
 */
export async function registerNewMember(page: Page, prefix = 'rw'): Promise<string> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` });
  const username = `${prefix}${suffix()}`;
  ops('register-field', 'captcha', '--enabled', 'off');
  try {
    await page.goto('/register');
    const form = page.getByTestId('register-popup');
    await form.getByTestId('register-field-username').fill(username);
    await form.getByTestId('register-field-password').fill(MEMBER_PASSWORD);
    await form.getByTestId('register-field-confirmPassword').fill(MEMBER_PASSWORD);
    await form.getByTestId('register-terms').check();
    await form.getByTestId('register-submit').click();
    await expect(page.getByTestId('header-account')).toContainText(username);
  } finally {
    ops('register-field', 'captcha', '--enabled', 'on');
  }
  return username;
}
