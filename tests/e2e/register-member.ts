import type { Page } from '@playwright/test';
import { registerWithoutCaptcha } from './register';

const suffix = () => Math.random().toString(36).slice(2, 8);
const byte = () => 1 + Math.floor(Math.random() * 250);
export const MEMBER_PASSWORD = 'Sunny@2026x';

/**
 * A new member registered through the register popup, from an address of its own (TRUST_PROXY=1
 * takes X-Forwarded-For), with the captcha off for the moment. Answers the username.
 */
export async function registerNewMember(
  page: Page,
  prefix = 'rw',
  password = MEMBER_PASSWORD,
): Promise<string> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` });
  const username = `${prefix}${suffix()}`;
  await registerWithoutCaptcha(page, username, password);
  return username;
}
