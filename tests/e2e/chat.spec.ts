import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown, skipAnnouncementPopup } from './announcements';
import { logInThroughPopup } from './demo';
import { ops } from './ops';
import { registerWithoutCaptcha } from './register';

/**
 * Live chat on a phone (decision 039): the member writes from the customer-service entry, an operator
 * answers from the console, and a dropped stream resumes from its last event id missing nothing.
 */
const suffix = () => Math.random().toString(36).slice(2, 8);
const byte = () => 1 + Math.floor(Math.random() * 250);
/** CHAT_SHOTS=<dir> saves screenshots of the console's side panel and the offline notice. */
const shotsDir = process.env.CHAT_SHOTS;
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${test.info().project.name}-${name}.png` });
}

function newOperatorKey(): string {
  const out = ops('operator-key', 'create', `chat-${suffix()}`);
  return /op_[0-9]+_[A-Za-z0-9_-]{43}/.exec(out)![0];
}

/** A real PNG (bands of colour, 160x100) the browser can draw: the thumbnail must decode. */
function photo(): Buffer {
  const [w, h] = [160, 100];
  const rows = Array.from({ length: h }, (_, y) => {
    const band = [
      [230, 120, 40],
      [40, 140, 220],
      [60, 180, 90],
      [240, 200, 60],
    ][Math.floor(y / 25)]!;
    return Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => band).flat())]);
  });
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The <img> inside has been drawn (a broken or still-loading picture has no natural width). */
async function expectDrawn(thumb: ReturnType<Page['getByTestId']>) {
  await expect(thumb.locator('img')).toBeVisible();
  await expect
    .poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(160);
}

async function openChat(page: Page) {
  await page.getByTestId('side-menu-button').click();
  await page.getByTestId('side-menu').getByTestId('customer-service').click();
  const chat = page.getByTestId('chat-modal');
  await expect(chat).toBeVisible();
  return chat;
}

/** The demo member logs in from the lobby and opens the chat sheet from the side menu. */
async function logInAndOpenChat(page: Page) {
  await page.goto('/');
  await logInThroughPopup(page);
  return openChat(page);
}

async function consoleAsOperator(page: Page, key: string) {
  await page.goto('/console');
  await page.getByTestId('console-key').fill(key);
  await page.getByTestId('console-signin-submit').click();
  await expect(page.getByTestId('console')).toBeVisible();
}

test.describe('live chat', () => {
  test.beforeEach(async ({ page }) => {
    await closeAnnouncementsWhenShown(page);
    await skipAnnouncementPopup(page);
  });

  test('a member asks, the console answers, and a dropped stream resumes without a gap', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const chat = await logInAndOpenChat(page);
    // A sheet inside the app, not a pop-up window.
    expect(page.context().pages()).toHaveLength(1);
    const question = `Where is my deposit? ${suffix()}`;
    // Unique per run: the demo member's history holds earlier runs' answers too.
    const first = `We are checking it now (${suffix()}).`;
    const later = `Found it: credited (${suffix()}).`;
    await chat.getByTestId('chat-input').fill(question);
    await chat.getByTestId('chat-send').click();
    await expect(chat.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    const operatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const operator = await operatorContext.newPage();
    await consoleAsOperator(operator, newOperatorKey());
    await operator.getByTestId('console-chat').filter({ hasText: question }).click();
    await operator.getByTestId('console-claim').click();
    await expect(operator.getByTestId('console-input')).toBeEnabled();
    await expect(operator.getByTestId('console-money')).toBeVisible();
    // Each side sees the other typing; the member's "typing…" ends with the answer.
    await chat.getByTestId('chat-input').fill('and one more thing');
    await expect(operator.getByTestId('console-typing')).toBeVisible();
    await chat.getByTestId('chat-input').fill('');
    await operator.getByTestId('console-input').fill(first);
    await expect(chat.getByTestId('chat-typing')).toBeVisible();
    await operator.getByTestId('console-send').click();

    const answer = chat.locator('[data-testid="chat-message"][data-sender="operator"]');
    await expect(answer.filter({ hasText: first })).toBeVisible();
    await expect(chat.getByTestId('chat-typing')).toHaveCount(0);

    // Drop the stream and keep it down while the operator writes again.
    const resumes: (string | null)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/chat/stream')) resumes.push(r.headers()['last-event-id'] ?? null);
    });
    await page.route('**/wps/chat/stream*', (route) => route.abort());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(chat.getByTestId('chat-reconnecting')).toBeVisible();
    await operator.getByTestId('console-input').fill(later);
    await operator.getByTestId('console-send').click();
    await expect(operator.getByTestId('console-message').filter({ hasText: later })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(answer.filter({ hasText: later })).toHaveCount(0);
    await page.unroute('**/wps/chat/stream*');

    await expect(answer.filter({ hasText: later })).toBeVisible({ timeout: 20_000 });
    await expect(chat.getByTestId('chat-reconnecting')).toHaveCount(0);
    // The reconnect asked for what came after the last message it had: resumed, not restarted.
    expect(resumes.length).toBeGreaterThan(0);
    expect(resumes.every((id) => id !== null && Number(id) > 0)).toBe(true);
    // Each message once.
    await expect(chat.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(1);

    // Closing shows the member a closing line (and leaves the demo chat free for the next test).
    await operator.getByTestId('console-close').click();
    await expect(chat.getByTestId('chat-system').last()).toBeVisible();
    await operatorContext.close();
  });

  test('a member sends an image; the thumbnail opens full size, and the console sees it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const chat = await logInAndOpenChat(page);
    const caption = `My receipt ${suffix()}`;
    await chat.getByTestId('chat-input').fill(caption);
    await chat.getByTestId('chat-attach').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: photo(),
    });
    const sent = chat.getByTestId('chat-message').filter({ hasText: caption });
    await expect(sent).toBeVisible();
    await expectDrawn(sent.getByTestId('chat-image'));
    await sent.getByTestId('chat-image').scrollIntoViewIfNeeded();
    if (process.env.CHAT_SCREENSHOT && page.viewportSize()?.width === 390)
      await page.screenshot({ path: process.env.CHAT_SCREENSHOT });
    await sent.getByTestId('chat-image').click();
    await expect(page.getByTestId('chat-image-full')).toBeVisible();
    await page.getByTestId('chat-image-full').click();
    await expect(page.getByTestId('chat-image-full')).toHaveCount(0);
    // The sheet stays open: the tap closed only the picture.
    await expect(chat).toBeVisible();
    // A file that is not a picture is refused before it is sent.
    await chat.getByTestId('chat-attach').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(chat.getByRole('alert')).toBeVisible();

    const operatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const operator = await operatorContext.newPage();
    await consoleAsOperator(operator, newOperatorKey());
    await operator.getByTestId('console-chat').filter({ hasText: caption }).click();
    const seen = operator.getByTestId('console-message').filter({ hasText: caption });
    await expectDrawn(seen.getByTestId('chat-image'));
    // Close it, so the demo chat is free for the next test.
    await operator.getByTestId('console-close').click();
    await expect(chat.getByTestId('chat-system').last()).toBeVisible();
    await operatorContext.close();
  });

  test("the console shows the member's feedback tickets beside the chat", async ({ page, browser }) => {
    test.setTimeout(90_000);
    // A new member of their own (feedback is limited per member and hour), from an address of its own.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` });
    const username = `cs${suffix()}`;
    await registerWithoutCaptcha(page, username, 'Sunny@2026x');
    await page.goto('/help?tab=feedback');
    const mine = page.getByTestId('my-feedback-item');
    const send = async (category: string, content: string) => {
      await page.getByTestId('feedback-category').selectOption(category);
      await page.getByTestId('feedback-content').fill(content);
      await page.getByTestId('feedback-submit').click();
      await expect(mine.filter({ hasText: content })).toBeVisible();
    };
    const answered = `Nạp tiền chưa vào ví ${suffix()}`;
    await send('deposit', answered);
    const id = /#(\d+)/.exec((await mine.filter({ hasText: answered }).textContent()) ?? '')![1]!;
    const reply = `Đã cộng tiền lúc 10:05 (${suffix()})`;
    ops('feedback', 'reply', id, '--text', reply);
    const waiting = `Rút tiền chậm ${suffix()}`;
    await send('withdrawal', waiting);

    await page.goto('/');
    const chat = await openChat(page);
    const question = `About my ticket #${id}`;
    await chat.getByTestId('chat-input').fill(question);
    await chat.getByTestId('chat-send').click();
    await expect(chat.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    // The console in the project's own size: a phone, or a desktop where the panel is a column.
    const operatorContext = await browser.newContext({ viewport: page.viewportSize() });
    const operator = await operatorContext.newPage();
    await consoleAsOperator(operator, newOperatorKey());
    await operator.getByTestId('console-chat').filter({ hasText: username }).click();
    const tickets = operator.getByTestId('console-ticket');
    // Newest first, each with its category, status, text and the reply once given.
    await expect(tickets).toHaveCount(2);
    await expect(tickets.nth(0)).toHaveAttribute('data-status', 'open');
    await expect(tickets.nth(0)).toContainText(waiting);
    await expect(tickets.nth(0)).toContainText('Rút tiền');
    await expect(tickets.nth(1)).toHaveAttribute('data-status', 'replied');
    await expect(tickets.nth(1)).toContainText(`#${id}`);
    await expect(tickets.nth(1)).toContainText(answered);
    await expect(tickets.nth(1)).toContainText(reply);
    // Beside the chat: the tickets and the member's message on screen together.
    await expect(tickets.nth(1)).toBeInViewport();
    await expect(operator.getByTestId('console-message').filter({ hasText: question })).toBeInViewport();
    await shot(operator, 'console-tickets');

    await operator.getByTestId('console-close').click();
    await expect(chat.getByTestId('chat-system').last()).toBeVisible();
    await operatorContext.close();
  });

  test.describe('outside support hours', () => {
    // A visitor in another zone than the site's (GMT+7): Paris is GMT+1 in winter.
    test.use({ timezoneId: 'Europe/Paris' });

    test("the chat says when staff return in the visitor's clock, the zone named", async ({ page }) => {
      test.setTimeout(60_000);
      const headers = { 'x-operator-key': newOperatorKey() };
      const before = (await (await page.request.get('/ops/chat/hours', { headers })).json()) as {
        value: object;
      };
      // Only the day three days from now (in GMT+7), 12:00-21:00: staff are away now, back then.
      const back = new Date(Date.now() + 7 * 3600_000 + 3 * 86400_000);
      const isoDay = ((back.getUTCDay() + 6) % 7) + 1;
      back.setUTCHours(5, 0, 0, 0);
      const hours = { days: [isoDay], from: '12:00', to: '21:00', utcOffsetMinutes: 420 };
      expect((await page.request.put('/ops/chat/hours', { headers, data: hours })).status()).toBe(200);
      try {
        await page.goto('/');
        await logInThroughPopup(page);
        const paris = (lang: string) =>
          `${new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'Europe/Paris' }).format(back)} ` +
          `${back.getUTCFullYear()}/${String(back.getUTCMonth() + 1).padStart(2, '0')}/` +
          `${String(back.getUTCDate()).padStart(2, '0')} 06:00 GMT+1`;
        let chat = await openChat(page);
        await expect(chat.getByTestId('chat-offline')).toContainText(paris('vi'));
        await expect(chat).toContainText('12:00–21:00 (GMT+7)');
        await shot(page, 'chat-offline-vi');

        await page.evaluate(() => localStorage.setItem('lang', 'en'));
        await page.reload();
        chat = await openChat(page);
        await expect(chat.getByTestId('chat-offline')).toContainText(`They are back ${paris('en')}.`);
        await expect(chat).toContainText('12:00–21:00 (GMT+7)');
        await shot(page, 'chat-offline-en');
      } finally {
        await page.evaluate(() => localStorage.removeItem('lang')).catch(() => null);
        await page.request.put('/ops/chat/hours', { headers, data: before.value });
      }
    });
  });

  test('a guest starts behind a captcha', async ({ page }) => {
    await page.goto('/');
    const chat = await openChat(page);
    await expect(chat.getByTestId('chat-guest')).toBeVisible();
    await expect(chat.getByTestId('captcha-image')).toBeVisible();
  });

  test("our chat's chatUrl (/help#livechat) opens the chat sheet", async ({ page }) => {
    await page.goto('/help#livechat');
    await expect(page.getByTestId('chat-modal')).toBeVisible();
    await expect(page.getByTestId('help-page')).toBeAttached();
  });
});
