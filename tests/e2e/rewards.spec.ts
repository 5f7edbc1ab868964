import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown } from './announcements';
import { ops } from './ops';
import { MEMBER_PASSWORD, registerNewMember } from './register-member';
import { demoDeposit, openHouseSlot, spinHouseSlot } from './member-play';

/**
 * The rewards engine as a new player meets it on a phone (decision 032): the welcome bonus from the
 * first deposit to the first withdrawal (claimed, its turnover shown before and in the refusal,
 * played through at the slot, then the withdrawal goes through), and an application with an
 * image for a promotion that needs one. Run with E2E_PORT=18302. REWARDS_SHOTS=<dir> also saves
 * screenshots of each screen.
 *
 * Each test is a new member from an address of its own (TRUST_PROXY=1 takes X-Forwarded-For):
 * the welcome bonus allows one claim per device, payee, bank account and a few per network.
 */
const shotsDir = process.env.REWARDS_SHOTS;
const suffix = () => Math.random().toString(36).slice(2, 8);
/** A name part of letters only (payee names take no digits). */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const byte = () => 1 + Math.floor(Math.random() * 250);
const PASSWORD = MEMBER_PASSWORD;
const PAYMENT_PASSWORD = '246801';

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await page.screenshot({ path: `${shotsDir}/${test.info().project.name}-${name}.png` });
}

/** A deposit through the demo gateway, from the deposit section to the credited result. */
/** A bank account in a name of its own, and the payment password set from the withdrawal. */
async function prepareWithdrawal(page: Page) {
  await page.goto('/member?tab=withdraw');
  const withdraw = page.getByTestId('withdraw-section');
  await withdraw.getByTestId('card-bank').fill('Vietcombank');
  await withdraw.getByTestId('card-number').fill(`9${Date.now()}`.slice(0, 12));
  await withdraw.getByTestId('card-payee').fill(`Nguyen Van ${letters()}`);
  await withdraw.getByTestId('card-submit').click();
  await expect(withdraw.getByTestId('bank-card')).toHaveCount(1);
  await withdraw.getByTestId('withdraw-need-password').getByRole('button').click();
  const payment = page.getByTestId('security-payment-password');
  await payment.getByTestId('payment-password-proof').fill(PASSWORD);
  await payment.getByTestId('payment-password-new').fill(PAYMENT_PASSWORD);
  await payment.getByTestId('payment-password-confirm').fill(PAYMENT_PASSWORD);
  await payment.getByTestId('payment-password-submit').click();
  await expect(page).toHaveURL(/tab=withdraw/);
}

async function requestWithdrawal(page: Page, amount: string) {
  const withdraw = page.getByTestId('withdraw-section');
  await withdraw.getByTestId('withdraw-amount').fill(amount);
  await withdraw.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await withdraw.getByTestId('withdraw-submit').click();
}

/** The welcome bonus's card on /promotions. */
const welcomeCard = (page: Page) =>
  page.getByTestId('promotion-card').filter({ hasText: /Welcome bonus|Thưởng chào mừng/ });

/** A live, funded campaign of the operator's, made with `npm run ops -- campaign`. */
function liveCampaign(code: string, terms: object, budget: string) {
  const file = path.join(os.tmpdir(), `${code}.json`);
  fs.writeFileSync(file, JSON.stringify(terms));
  try {
    ops('campaign', 'create', code, '--terms', file);
  } finally {
    fs.rmSync(file, { force: true });
  }
  ops('campaign', 'fund', code, budget, '--reason', 'e2e application budget');
  ops('campaign', 'publish', code);
}

test.describe('rewards on a phone', () => {
  test.beforeEach(({ page }) => closeAnnouncementsWhenShown(page));

  test('a new member takes the welcome bonus, is refused a withdrawal with the turnover left, plays it through and withdraws', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A guest reads the offer and is asked to log in to claim it.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` });
    await page.goto('/promotions');
    await expect(page.getByTestId('promotion-filter-all')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('promotion-filter-new_player')).toBeVisible();
    await expect(
      welcomeCard(page).getByRole('button', { name: /Log in to claim|Đăng nhập để nhận/ }),
    ).toBeVisible();
    await shot(page, 'promotions-guest');

    const username = await registerNewMember(page);

    // Before any deposit the offer says what is missing and leads to the deposit.
    await page.goto('/promotions?category=new_player');
    const join = welcomeCard(page).locator('[data-state="join"]');
    await expect(join).toBeVisible();
    await expect(welcomeCard(page).locator('.promo-why')).toHaveText(
      /qualifying deposit|nạp tiền đủ điều kiện/,
    );
    await shot(page, 'promotions-join');
    await join.click();
    await expect(page.getByTestId('deposit-section')).toBeVisible();
    await demoDeposit(page, '100000');

    // Now claimable: the reward centre's badge counts it (with today's sign-in and the first-deposit
    // task, decision 046) and lists it ready to claim.
    await page.goto('/member?tab=rewardCenter');
    await expect(page.getByTestId('member-badge-rewardCenter')).toHaveText('3');
    await expect(
      page.getByTestId('reward-offer').filter({ hasText: /Welcome bonus|Thưởng chào mừng/ }),
    ).toBeVisible();

    // The detail: its terms, the amount to claim, then the claim.
    await page.goto('/promotions');
    await welcomeCard(page).getByRole('button').first().click();
    const detail = page.getByTestId('promotion-detail');
    await expect(detail.getByTestId('term-wagering')).toContainText('10');
    await expect(detail.getByTestId('term-max-bet')).toContainText(/5[.,]000[.,]000/);
    await expect(detail.getByTestId('term-expiry')).toContainText('30');
    await expect(detail.getByTestId('promotion-amount-now')).toContainText(/100[.,]000/);
    await shot(page, 'promotion-claim');
    const claim = detail.locator('[data-state="claim"]');
    await claim.click();
    await expect(detail.locator('[data-state="claimed"]')).toBeVisible();
    const grant = detail.getByTestId('promotion-grant');
    await expect(grant).toHaveAttribute('data-status', 'active');
    await expect(grant.locator('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '0');
    await shot(page, 'promotion-claimed');

    // Bonus details: the grant, its source, the turnover required and none done yet.
    const promotionsAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/promotions');
    const centreAnswered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/member/reward-centre',
    );
    await page.goto('/member?tab=bonusDetails');
    await Promise.all([promotionsAnswered, centreAnswered]);
    await expect(page.getByTestId('grant').first()).toBeVisible();
    // The claimed bonus left the badge; today's sign-in and the first-deposit task are still in it.
    await expect(page.getByTestId('member-badge-rewardCenter')).toHaveText('2');
    const row = page.getByTestId('grant').first();
    await expect(row).toHaveAttribute('data-status', 'active');
    await expect(row.getByTestId('grant-amount')).toContainText(/100[.,]000/);
    await expect(row.getByTestId('grant-turnover-amounts')).toContainText(/0 ₫ \/ 1[.,]000[.,]000 ₫/);
    await expect(row.getByTestId('grant-expiry')).toBeVisible();
    await shot(page, 'bonus-details');

    // The withdrawal shows the turnover left before the try, and the refusal names it.
    await prepareWithdrawal(page);
    const notice = page.getByTestId('turnover-notice');
    await expect(notice.getByTestId('turnover-notice-remaining')).toContainText(/1[.,]000[.,]000/);
    await requestWithdrawal(page, '50000');
    await expect(page.getByTestId('withdraw-section').getByTestId('form-error')).toContainText(
      /1[.,]000[.,]000/,
    );
    await expect(page.getByTestId('withdraw-sent')).toHaveCount(0);
    await shot(page, 'withdraw-refused');

    // Play it through: a 100,000 slot stake counts in full; play money comes from the operator
    // (an adjustment carries no turnover), so a losing streak cannot end the test early.
    ops('balance', 'adjust', username, '+3000000', '--kind', 'adjustment', '--reason', 'e2e play money');
    await openHouseSlot(page, '100000');
    await spinHouseSlot(page, 10);

    // Met: the grant is completed (settled bets feed turnover in a pass every 2 s, so the page is
    // read again until it says so) and the withdrawal goes through.
    await expect(async () => {
      await page.goto('/member?tab=bonusDetails');
      await expect(page.getByTestId('grant').first()).toHaveAttribute('data-status', 'completed', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('grant').first().getByTestId('grant-turnover-remaining')).toHaveText(
      /Turnover met|Đã đạt vòng cược/,
    );
    await page.goto('/member?tab=withdraw');
    await expect(page.getByTestId('withdraw-section')).toBeVisible();
    await expect(page.getByTestId('turnover-notice')).toHaveCount(0);
    await requestWithdrawal(page, '50000');
    await expect(page.getByTestId('withdraw-sent')).toContainText(/50[.,]000/);
    await shot(page, 'withdraw-done');
  });

  test('a member who changes their mind gives the welcome bonus up and withdraws the deposit (decision 069)', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` });
    await registerNewMember(page);
    await demoDeposit(page, '100000');
    await page.goto('/promotions');
    await welcomeCard(page).getByRole('button').first().click();
    const detail = page.getByTestId('promotion-detail');
    await detail.locator('[data-state="claim"]').click();
    await expect(detail.getByTestId('promotion-grant')).toHaveAttribute('data-status', 'active');

    // Above the withdrawal: the turnover left, and the way out of it.
    await prepareWithdrawal(page);
    const notice = page.getByTestId('turnover-notice');
    await expect(notice.getByTestId('turnover-notice-remaining')).toContainText(/1[.,]000[.,]000/);
    await notice.getByTestId('give-up').click();
    const dialog = page.getByTestId('give-up-dialog');
    await expect(dialog).toContainText(/100[.,]000/);
    await expect(dialog).toContainText(/withdraw|rút/);
    await shot(page, 'give-up-dialog-vi');
    // Kept: nothing changes; in English the same choice reads the same.
    await dialog.getByRole('button', { name: /Giữ tiền thưởng|Keep bonus/ }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('lang-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await notice.getByTestId('give-up').click();
    await expect(dialog).toContainText(/becomes withdrawable/);
    await expect(dialog).toContainText(/Welcome bonus/);
    await shot(page, 'give-up-dialog-en');
    await dialog.getByTestId('give-up-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(notice).toHaveCount(0);

    // The deposit is free: the withdrawal goes through, and bonus details say what happened.
    await requestWithdrawal(page, '50000');
    await expect(page.getByTestId('withdraw-sent')).toContainText(/50[.,]000/);
    await page.goto('/member?tab=bonusDetails');
    const row = page.getByTestId('grant').first();
    await expect(row).toHaveAttribute('data-status', 'forfeited');
    await expect(row.getByTestId('grant-status')).toHaveText(/Given up|Đã từ bỏ/);
    await expect(row.getByTestId('give-up')).toHaveCount(0);
    await expect(row.getByTestId('grant-given-up')).toBeVisible();
    await expect(row.getByTestId('grant-turnover')).toHaveCount(0);
    await shot(page, 'given-up');
  });

  test('a member applies for a promotion with an image and sees it under review', async ({ page }) => {
    test.setTimeout(90_000);
    const code = `e2e-story-${suffix()}`;
    liveCampaign(
      code,
      {
        kind: 'application',
        category: 'testimony',
        claimMode: 'apply',
        title: { vi: `Chia sẻ trận thắng ${code}`, en: `Share your win ${code}` },
        content: {
          vi: 'Gửi ảnh chụp trận thắng và vài dòng chia sẻ.',
          en: 'Send a screenshot of your win and a few words.',
        },
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: null,
        rules: { op: 'player_only' },
        reward: { type: 'fixed', amount: '50000' },
        wageringMultiple: 1,
        maxBet: null,
        expiresInDays: 7,
        holdAbove: null,
        limits: { perDevice: null, perIp24: null, perPayee: null },
      },
      '1000000',
    );

    await registerNewMember(page);
    await page.goto('/promotions?category=testimony');
    await expect(page.getByTestId('promotion-filter-testimony')).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByTestId('promotion-card').filter({ hasText: code });
    await card.locator('[data-state="apply"]').click();
    const form = page.getByTestId('apply-form');
    await expect(form.getByTestId('apply-image-rules')).toContainText('5 MB');

    // A file that is not an image is refused before anything is sent.
    await form.getByTestId('apply-comment').fill('Won on the slot last night, see the picture!');
    await form.getByTestId('apply-file').setInputFiles({
      name: 'not-an-image.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a and then some'),
    });
    await expect(form.getByTestId('form-error')).toContainText('not-an-image.png');
    await expect(form.getByTestId('apply-images')).toHaveCount(0);

    // A real PNG is taken, shown, and sent with the application.
    await form
      .getByTestId('apply-file')
      .setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(form.getByTestId('apply-images').locator('img')).toHaveCount(1);
    await shot(page, 'apply-form');
    await form.getByTestId('apply-submit').click();
    await expect(page.getByTestId('promotion-detail').locator('[data-state="applying"]')).toBeVisible();
    await shot(page, 'applied');

    // The reward centre lists it under review, with the image the server kept.
    await page.goto('/member?tab=rewardCenter');
    const application = page.getByTestId('application').filter({ hasText: code });
    await expect(application).toHaveAttribute('data-status', 'pending');
    await expect(application.getByTestId('application-images')).toHaveText(/^(1 image|1 ảnh)$/);
    // Every reward of the centre is built: nothing is listed as coming soon any more.
    await expect(page.getByTestId('reward-coming-soon')).toHaveCount(0);
    await shot(page, 'reward-center');

    // The operator approves it: the member's rewards list the grant, with its turnover.
    const pending = JSON.parse(ops('campaign', 'applications')) as { id: number; title: string }[];
    const mine = pending.find((a) => a.title.includes(code));
    expect(mine).toBeDefined();
    ops('campaign', 'approve-application', String(mine!.id));
    await page.reload();
    await expect(application).toHaveAttribute('data-status', 'approved');
    const granted = page.getByTestId('grant').filter({ hasText: code });
    await expect(granted.getByTestId('grant-amount')).toContainText(/50[.,]000/);
    await page.goto('/member?tab=bonusDetails');
    await expect(
      page.getByTestId('grant').filter({ hasText: code }).getByTestId('grant-turnover-amounts'),
    ).toContainText(/\/ 50[.,]000 ₫/);
  });
});

/** A 1x1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
