import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage } from '../../../contract/chat/schemas';
import { CHAT_IMAGE_SEND_PATH, chatImagePath, opsChatImagePath } from '../../../contract/chat/paths';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { storeCaptcha } from '../captcha';
import { createOperatorKey } from '../operator';
import { memberWithSession, pngBytes, unique } from '../../../tests/helpers/factories';
import { call } from '../../../tests/helpers/requests';

let t: TestApp;
let keyAnna: string;
beforeAll(async () => {
  t = await createTestApp({ log: (await import('../../core/context/logger')).createLogger('error') });
  keyAnna = await createOperatorKey(t.database.db, 'anna');
});
afterAll(() => t.close());

const opsHeaders = () => ({ 'x-operator-key': keyAnna, 'x-forwarded-for': '198.51.100.9' });
const jpeg = (size = 64) => {
  const b = new Uint8Array(size);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
};

/** A multipart image send; the envelope back. */
async function sendImage(
  path: string,
  headers: Record<string, string>,
  fields: { requestId: string; text?: string },
  bytes: Uint8Array,
  name = 'photo.png',
) {
  const form = new FormData();
  form.set('requestId', fields.requestId);
  if (fields.text !== undefined) form.set('text', fields.text);
  form.set('image', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), name);
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.30', ...headers },
    body: form,
  });
  const json = (await res.json()) as { code: string; value: ChatMessage };
  return { status: res.status, code: json.code, value: json.value };
}

const chatBlobs = async () =>
  Number(
    (await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM blobs WHERE key LIKE 'chat/%'`))
      .rows[0]!.n,
  );

describe('image messages', () => {
  it('stores one png or jpg with its text, and a repeated requestId once with one stored image', async () => {
    const m = await memberWithSession(t.database.db);
    const before = await chatBlobs();
    const body = { requestId: unique('m-'), text: 'my receipt' };
    const first = await sendImage(CHAT_IMAGE_SEND_PATH, m.headers, body, pngBytes(300));
    expect(first).toMatchObject({
      status: 200,
      value: { sender: 'member', text: 'my receipt', image: true },
    });
    const again = await sendImage(CHAT_IMAGE_SEND_PATH, m.headers, body, pngBytes(400));
    expect(again.value.id).toBe(first.value.id);
    const raced = { requestId: unique('m-') };
    const both = await Promise.all(
      [1, 2].map(() => sendImage(CHAT_IMAGE_SEND_PATH, m.headers, raced, jpeg())),
    );
    expect(both[0]!.value.id).toBe(both[1]!.value.id);
    expect(both[0]!.value).toMatchObject({ text: '', image: true });
    expect(await chatBlobs()).toBe(before + 2);
    const read = await t.app.request(chatImagePath(first.value.id), { headers: m.headers });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect((await read.arrayBuffer()).byteLength).toBe(300);
  });

  it('refuses another type by its bytes, an image over 5 MB, and a send without image', async () => {
    const m = await memberWithSession(t.database.db);
    const before = await chatBlobs();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const typed = await sendImage(CHAT_IMAGE_SEND_PATH, m.headers, { requestId: unique('m-') }, svg, 'x.png');
    expect(typed).toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE' });
    const big = await sendImage(
      CHAT_IMAGE_SEND_PATH,
      m.headers,
      { requestId: unique('m-') },
      pngBytes(5 * 1024 * 1024 + 1),
    );
    expect(big).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const exact = await sendImage(
      CHAT_IMAGE_SEND_PATH,
      m.headers,
      { requestId: unique('m-') },
      pngBytes(5 * 1024 * 1024),
    );
    expect(exact.status).toBe(200);
    const form = new FormData();
    form.set('requestId', unique('m-'));
    const none = await t.app.request(CHAT_IMAGE_SEND_PATH, {
      method: 'POST',
      headers: m.headers,
      body: form,
    });
    expect(none.status).toBe(400);
    expect(await chatBlobs()).toBe(before + 1);
  });

  it('is readable by its own member or guest and by operators only', async () => {
    const owner = await memberWithSession(t.database.db);
    const other = await memberWithSession(t.database.db);
    const sent = await sendImage(
      CHAT_IMAGE_SEND_PATH,
      owner.headers,
      { requestId: unique('m-') },
      pngBytes(),
    );
    const path = chatImagePath(sent.value.id);
    expect((await t.app.request(path, { headers: owner.headers })).status).toBe(200);
    expect((await call(t.app, 'GET', path, { headers: other.headers })).code).toBe('NOT_FOUND');
    expect((await call(t.app, 'GET', path)).code).toBe('NOT_LOGGED_IN');
    expect((await t.app.request(opsChatImagePath(sent.value.id), { headers: opsHeaders() })).status).toBe(
      200,
    );
    const badKey = await call(t.app, 'GET', opsChatImagePath(sent.value.id), {
      headers: { 'x-operator-key': 'nope', 'x-forwarded-for': '198.51.100.10' },
    });
    expect(badKey.status).toBe(401);

    const captchaId = await storeCaptcha(t.database.db, '4321');
    const start = await call<{ guestToken: string }>(t.app, 'POST', '/wps/chat/guest', {
      body: { captchaId, captcha: '4321' },
    });
    const guest = { 'x-chat-guest': start.value.guestToken };
    const fromGuest = await sendImage(CHAT_IMAGE_SEND_PATH, guest, { requestId: unique('m-') }, jpeg());
    expect(fromGuest).toMatchObject({ status: 200, value: { sender: 'guest', image: true } });
    expect((await t.app.request(chatImagePath(fromGuest.value.id), { headers: guest })).status).toBe(200);
    expect(
      (await call(t.app, 'GET', chatImagePath(fromGuest.value.id), { headers: owner.headers })).code,
    ).toBe('NOT_FOUND');
    expect((await call(t.app, 'GET', path, { headers: guest })).code).toBe('NOT_FOUND');
  });

  it('lets the operator holding the chat send an image, and nobody else', async () => {
    const m = await memberWithSession(t.database.db);
    const asked = await call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'help' },
    });
    expect(asked.status).toBe(200);
    const [conv] = (
      await t.database.db.execute<{ id: string }>(
        sql`SELECT conversation_id AS id FROM chat_messages WHERE id = ${asked.value.id}`,
      )
    ).rows;
    const id = Number(conv!.id);
    const before = await chatBlobs();
    const unclaimed = await sendImage(
      `/ops/chat/${id}/messages/image`,
      opsHeaders(),
      { requestId: unique('m-') },
      pngBytes(),
    );
    expect(unclaimed).toMatchObject({ status: 409, code: 'WRONG_STATE' });
    expect(await chatBlobs()).toBe(before);
    await call(t.app, 'POST', `/ops/chat/${id}/claim`, { headers: opsHeaders() });
    const answered = await sendImage(
      `/ops/chat/${id}/messages/image`,
      opsHeaders(),
      { requestId: unique('m-'), text: 'like this' },
      pngBytes(),
    );
    expect(answered).toMatchObject({
      status: 200,
      value: { sender: 'operator', image: true, text: 'like this' },
    });
    expect((await t.app.request(chatImagePath(answered.value.id), { headers: m.headers })).status).toBe(200);
  });
});
