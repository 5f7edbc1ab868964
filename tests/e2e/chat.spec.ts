import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementsWhenShown, skipAnnouncementPopup } from './announcements';
import { logInThroughPopup } from './demo';
import { ops } from './ops';

/**
 * Live chat on a phone (issue 16): the member writes from the customer-service entry, an operator
 * answers from the console, and a dropped stream resumes from its last event id missing nothing.
 */
const suffix = () => Math.random().toString(36).slice(2, 8);

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
    await page.goto('/');
    await logInThroughPopup(page);
    const chat = await openChat(page);
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
    await operator.getByTestId('console-input').fill(first);
    await operator.getByTestId('console-send').click();

    const answer = chat.locator('[data-testid="chat-message"][data-sender="operator"]');
    await expect(answer.filter({ hasText: first })).toBeVisible();

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
    await page.goto('/');
    await logInThroughPopup(page);
    const chat = await openChat(page);
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
