import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { DEMO_PASSWORD } from './demo';

/**
 * The agent centre as a new agent meets it on a phone (decision 029): reached from the header, date
 * shortcuts that count the site's days wherever the phone is, empty charts that say so, and no page
 * that pans sideways. The browser runs in Los Angeles, fifteen hours behind the site (UTC+7).
 */

test.use({ timezoneId: 'America/Los_Angeles' });
test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

const SITE_OFFSET_MS = 7 * 3_600_000;

async function logIn(page: Page, username: string) {
  await page.goto('/agent');
  const form = page.getByTestId('agent-login-form');
  await form.getByTestId('login-username').fill(username);
  await form.getByTestId('login-password').fill(DEMO_PASSWORD);
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('agent-home')).toBeVisible();
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
async function expectNoSideScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const root = document.documentElement;
    // Name the widest offenders, for a failure message that says where to look.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  expect(scrollWidth, `${where} scrolls sideways: ${wide.join(', ')}`).toBeLessThanOrEqual(clientWidth);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('an agent reaches the agent centre from the header shortcut', async ({ page }) => {
  await logIn(page, 'agent1');
  await page.goto('/');
  // The third shortcut leaves the balance its whole figure, even on a phone.
  const amount = page.locator('.header-balance-amount');
  await expect(amount).toContainText('₫');
  expect(await amount.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The header's buttons keep their smaller size whichever stylesheet arrived last (the page is
  // reached from /agent, so the chunks' stylesheets come before the entry's: 40 px before the fix).
  const widths = await page
    .locator('.header-balance-btn, .header-cash-btn, .account-menu-btn')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(0);
  for (const w of widths) expect(w).toBeLessThanOrEqual(34);
  await page.getByTestId('header-agent').click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-home')).toBeVisible();
});

test('report date shortcuts count days in the site zone, not the phone zone', async ({ page }) => {
  // 20:00 UTC: noon of that day in Los Angeles, already 03:00 of the next day at the site.
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20));
  await page.clock.setFixedTime(at);
  const siteDay = new Date(at.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);
  await logIn(page, 'agent1');
  await page.getByTestId('agent-menu-agentTeamOverview').click();
  await expect(page.getByTestId('agent-range-to')).toHaveValue(siteDay);
  await page.getByTestId('agent-range-today').click();
  await expect(page.getByTestId('agent-range-from')).toHaveValue(siteDay);
  await expect(page.getByTestId('agent-range-today')).toHaveAttribute('aria-pressed', 'true');
  // The phone's clock shows another day: the screen says which time the days follow.
  await expect(page.getByTestId('agent-zone-note')).toBeVisible();
});

test('no main page scrolls sideways, in either language and theme', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const guestPages = ['/', '/rng', '/promotions', '/help', '/down', '/agent'];
  const looks = [
    { lang: 'vi', theme: 'dark' },
    { lang: 'en', theme: 'light' },
  ] as const;
  const phone = testInfo.project.name === 'phone';
  const look = async (l: (typeof looks)[number]) => {
    await page.goto('/agent');
    await page.evaluate(({ lang, theme }) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('theme', theme);
    }, l);
  };

  for (const l of looks) {
    await look(l);
    for (const path of guestPages) {
      await page.goto(path);
      await settle(page);
      await expectNoSideScroll(page, `${path} (${l.lang}, ${l.theme})`);
    }
  }

  await logIn(page, 'agent1');
  for (const l of looks) {
    await look(l);
    await page.goto('/');
    await settle(page);
    await expectNoSideScroll(page, `/ as an agent (${l.lang}, ${l.theme})`);
    if (phone) await page.screenshot({ path: testInfo.outputPath(`home-agent-${l.lang}-${l.theme}.png`) });
    for (const member of ['/member', '/member?tab=personalHistoryCopy', '/member?tab=transactionHistory']) {
      await page.goto(member);
      await settle(page);
      await expectNoSideScroll(page, `${member} (${l.lang}, ${l.theme})`);
    }
    if (phone)
      await page.screenshot({
        path: testInfo.outputPath(`records-${l.lang}-${l.theme}.png`),
        fullPage: true,
      });
    await page.goto('/agentHome');
    const menu = page.getByTestId('agent-menu').getByRole('button');
    await expect(menu.first()).toBeVisible();
    const count = await menu.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      await menu.nth(i).click();
      await settle(page);
      const name = (await menu.nth(i).getAttribute('data-testid'))!.replace('agent-menu-', '');
      await expectNoSideScroll(page, `/agentHome#${name} (${l.lang}, ${l.theme})`);
      if (phone)
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${l.lang}-${l.theme}.png`),
          fullPage: true,
        });
    }
  }
});
