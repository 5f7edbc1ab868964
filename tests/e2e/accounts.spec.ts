import { expect, test, type Page } from '@playwright/test';
import { E2E_MAIL_DIR } from '../../playwright.config';
import { closeAnnouncementsWhenShown } from './announcements';
import { submitLoginPopup as logIn } from './demo';
import { lastMailTo } from './mail-sink';
import { ops } from './ops';
import { submitRegisterPopup } from './register';

/** Each run has a fresh database; names only need to differ between the two browser projects. */
const suffix = () => Math.random().toString(36).slice(2, 8);

async function waitForMail(to: string, after: string | undefined): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = lastMailTo(E2E_MAIL_DIR, to);
    if (mail && mail !== after) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} arrived`);
}

async function logOut(page: Page) {
  // The announcement popup may open over the menu; closing it also closes the menu (an outside
  // click), so open the menu again until the logout entry can be clicked.
  await expect(async () => {
    if (!(await page.getByTestId('logout-button').isVisible())) await page.getByTestId('header-menu').click();
    await page.getByTestId('logout-button').click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
}

test.describe('accounts', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));
  test.beforeAll(() => {
    // The captcha image cannot be read by a test: an operator switches it off, as for a campaign.
    ops('register-field', 'captcha', '--enabled', 'off');
  });
  test.afterAll(() => {
    ops('register-field', 'captcha', '--enabled', 'on');
  });

  test('a visitor registers through the popup, logs out and logs back in', async ({ page }) => {
    const username = `e2e${suffix()}`;
    const password = 'Sunny@2026x';
    await submitRegisterPopup(page, username, password);

    await logOut(page);
    await logIn(page, username, password);
    await expect(page.getByTestId('header-account')).toContainText(username);
  });

  test('a login from a new address needs the e-mailed second step', async ({ page }) => {
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `198.51.100.${10 + Math.floor(Math.random() * 200)}`,
    });
    const before = lastMailTo(E2E_MAIL_DIR, 'demo@example.test');
    await logIn(page, 'demo', 'Demo@12345');
    const dialog = page.getByTestId('second-step-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveCount(0);
    const code = /\b(\d{6})\b/.exec(await waitForMail('demo@example.test', before))?.[1];
    expect(code).toBeTruthy();
    await dialog.getByTestId('second-step-input').fill(code!);
    await dialog.getByTestId('second-step-submit').click();
    await expect(page.getByTestId('header-account')).toContainText('demo');
  });

  test('a member resets a forgotten password through the e-mailed link', async ({ page }, info) => {
    // One account per browser project, registered here with an e-mail address.
    const username = `rst${suffix()}`;
    const email = `${username}@example.test`;
    const res = await page.request.put('/wps/member/register', {
      data: { username, password: 'First@2026x', confirmPassword: 'First@2026x', email, login: true },
    });
    expect(res.ok(), `${info.project.name}: ${await res.text()}`).toBe(true);

    await page.goto('/forget');
    const forget = page.getByTestId('forget-page');
    await forget.getByTestId('forget-tab-email').click();
    await forget.getByTestId('forget-username').fill(username);
    await forget.getByTestId('forget-email').fill(email);
    await forget.getByTestId('forget-submit').click();
    const link = /https?:\/\/[^\s"<>]+resetToken=[A-Za-z0-9_-]+/.exec(
      await waitForMail(email, undefined),
    )?.[0];
    expect(link).toBeTruthy();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const reset = page.getByTestId('reset-password-form');
    await reset.getByTestId('reset-new-password').fill('Second@2026x');
    await reset.getByTestId('reset-confirm-password').fill('Second@2026x');
    await reset
      .getByRole('button', { name: /password|mật khẩu|save|lưu|confirm|xác nhận/i })
      .last()
      .click();
    await expect(page.getByTestId('reset-password-form')).toHaveCount(0);

    await logIn(page, username, 'Second@2026x');
    await expect(page.getByTestId('header-account')).toContainText(username);
  });

  test('the agent area refuses a member and admits an agent', async ({ page }) => {
    await page.goto('/agent');
    const form = page.getByTestId('agent-login-form');
    await form.getByTestId('login-username').fill('demo');
    await form.getByTestId('login-password').fill('Demo@12345');
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).toBeVisible();
    await expect(page).toHaveURL(/\/agent$/);

    await form.getByTestId('login-username').fill('agent1');
    await form.getByTestId('login-password').fill('Demo@12345');
    await form.getByTestId('login-submit').click();
    await expect(page.getByTestId('agent-home')).toBeVisible();
    await expect(page).toHaveURL(/\/agentHome$/);
  });
});
