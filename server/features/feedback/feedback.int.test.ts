import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackItemResponse, FeedbackListResponse } from '../../../contract/feedback/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { parseCommand } from '../../ops/cli';
import { messagesOf } from '../../../tests/helpers/books';
import { send } from '../../../tests/helpers/requests';
import { appMember, createOperatorKey, pngBytes, signInAs } from '../../../tests/helpers/factories';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = await createOperatorKey(t.database.db, 'support');
});
afterAll(() => t.close());

const jpeg = (size = 32) => {
  const b = new Uint8Array(size);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
};

function form(
  fields: Record<string, string>,
  images: { bytes: Uint8Array; name?: string; type?: string }[] = [],
) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const [i, image] of images.entries())
    f.append(
      'images',
      new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type ?? 'image/png' }),
      image.name ?? `photo${i}.png`,
    );
  return f;
}

async function put(headers: Record<string, string>, body: FormData) {
  const res = await t.app.request('/wps/feedback', {
    method: 'PUT',
    headers: { ...headers, 'x-forwarded-for': '203.0.113.10' },
    body,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of a checked contract
  return { status: res.status, json: (await res.json()) as { code: string; value: any; field?: string } };
}

/** A support operator's call, as the raw response (image downloads are not envelopes). */
const ops = (method: string, path: string, body?: unknown) =>
  send(t, method, path, { headers: { 'x-operator-key': key }, body, ip: '198.51.100.9' });

const storedBlobs = async () =>
  Number((await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM blobs`)).rows[0]!.n);

describe('PUT /wps/feedback', () => {
  it('stores a feedback with its images (magic bytes, not names, decide) and lists it as mine', async () => {
    const m = await appMember(t);
    const r = await put(
      m.headers,
      form({ category: 'withdrawal', content: 'Rút tiền chưa về' }, [
        { bytes: pngBytes(100) },
        { bytes: jpeg(), name: 'receipt.png', type: 'image/png' },
      ]),
    );
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const item = FeedbackItemResponse.parse(r.json).value;
    expect(item).toMatchObject({
      category: 'withdrawal',
      content: 'Rút tiền chưa về',
      images: 2,
      status: 'open',
    });
    const mine = FeedbackListResponse.parse(await m.call('GET', '/wps/feedback')).value.list;
    expect(mine.map((f) => f.id)).toEqual([item.id]);
    const image = await ops('GET', `/ops/feedback/${item.id}/images/2`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(jpeg());
    expect((await ops('GET', `/ops/feedback/${item.id}/images/3`)).status).toBe(404);
    // Another member sees none of it.
    const other = await appMember(t);
    expect(FeedbackListResponse.parse(await other.call('GET', '/wps/feedback')).value.list).toEqual([]);
  });

  it('refuses a fake image with UNSUPPORTED_FILE naming it, and stores nothing of that feedback', async () => {
    const m = await appMember(t);
    const before = await storedBlobs();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const r = await put(
      m.headers,
      form({ category: 'other', content: 'hello' }, [{ bytes: pngBytes() }, { bytes: svg, name: 'x.png' }]),
    );
    expect(r.status).toBe(415);
    expect(r.json).toMatchObject({ code: 'UNSUPPORTED_FILE', value: { field: 'images.1' } });
    expect(await storedBlobs()).toBe(before);
    expect(FeedbackListResponse.parse(await m.call('GET', '/wps/feedback')).value.list).toEqual([]);
  });

  it('refuses 4 images, an image over 5 MB, over 140 characters, no category, and JSON', async () => {
    const m = await appMember(t);
    const four = Array.from({ length: 4 }, () => ({ bytes: pngBytes() }));
    expect((await put(m.headers, form({ category: 'game', content: 'x' }, four))).json).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'images' },
    });
    const big = await put(
      m.headers,
      form({ category: 'game', content: 'x' }, [{ bytes: pngBytes(5 * 1024 * 1024 + 1) }]),
    );
    expect(big.status).toBe(413);
    expect((await put(m.headers, form({ category: 'game', content: 'x'.repeat(141) }))).json).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'content' },
    });
    expect((await put(m.headers, form({ category: 'game', content: 'đ'.repeat(140) }))).status).toBe(200);
    expect((await put(m.headers, form({ content: 'x' }))).json).toMatchObject({
      value: { field: 'category' },
    });
    expect((await put(m.headers, form({ category: 'game', content: '   ' }))).status).toBe(400);
    expect((await put(m.headers, form({ category: 'game', content: 'a\u0000b' }))).json.code).toBe(
      'INVALID_CHARACTERS',
    );
    const json = await t.app.request('/wps/feedback', {
      method: 'PUT',
      headers: { ...m.headers, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
      body: JSON.stringify({ category: 'game', content: 'x' }),
    });
    expect(json.status).toBe(400);
  });

  it('needs a real member and allows 5 per hour per account', async () => {
    expect((await put({}, form({ category: 'game', content: 'x' }))).status).toBe(401);
    const trial = await signInAs(t.database.db, 'trial_demo');
    expect((await put(trial, form({ category: 'game', content: 'x' }))).json.code).toBe('NEED_REAL_ACCOUNT');
    const m = await appMember(t);
    for (let i = 0; i < 5; i++)
      expect((await put(m.headers, form({ category: 'suggestion', content: `idea ${i}` }))).status).toBe(200);
    const sixth = await put(m.headers, form({ category: 'suggestion', content: 'idea 6' }));
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe('TOO_MANY_REQUESTS');
    // Another member is not held back by the first one's count.
    const other = await appMember(t);
    expect((await put(other.headers, form({ category: 'suggestion', content: 'mine' }))).status).toBe(200);
  });
});

describe('operators answer feedback', () => {
  it('lists open feedback, answers once into the member inbox, audited; the member sees the reply', async () => {
    const m = await appMember(t);
    const sent = FeedbackItemResponse.parse(
      (await put(m.headers, form({ category: 'deposit', content: 'Nạp tiền chậm' }))).json,
    ).value;
    const open = (await (await ops('GET', '/ops/feedback')).json()) as {
      value: { list: { id: number; account: string }[] };
    };
    expect(open.value.list.find((f) => f.id === sent.id)).toMatchObject({ account: m.account });

    const answer = await ops('POST', `/ops/feedback/${sent.id}/reply`, {
      reply: 'Đã kiểm tra, tiền đã vào.',
    });
    expect(answer.status).toBe(200);
    expect((await ops('POST', `/ops/feedback/${sent.id}/reply`, { reply: 'again' })).status).toBe(409);
    expect((await ops('POST', '/ops/feedback/999999/reply', { reply: 'x' })).status).toBe(404);
    expect((await ops('POST', `/ops/feedback/${sent.id}/reply`, { reply: '' })).status).toBe(400);

    expect(await messagesOf(t.database.db, m.accountId)).toEqual([
      {
        template: 'feedback_replied',
        params: { reference: String(sent.id), text: 'Đã kiểm tra, tiền đã vào.' },
      },
    ]);
    const inbox = await m.call<{ list: { template: string }[] }>('GET', '/wps/member/messages');
    expect(inbox.value.list[0]!.template).toBe('feedback_replied');
    const mine = FeedbackListResponse.parse(await m.call('GET', '/wps/feedback')).value.list[0]!;
    expect(mine).toMatchObject({ status: 'replied', reply: 'Đã kiểm tra, tiền đã vào.' });
    const audit = await t.database.db.execute<{ actor: string; action: string }>(
      sql`SELECT actor, action FROM operator_audit WHERE target = ${`feedback:${sent.id}`}`,
    );
    expect(audit.rows).toEqual([{ actor: 'key:support', action: 'feedback.reply' }]);
    const stillOpen = (await (await ops('GET', '/ops/feedback')).json()) as {
      value: { list: { id: number }[] };
    };
    expect(stillOpen.value.list.map((f) => f.id)).not.toContain(sent.id);
  });

  it('the CLI lists and answers the same way', async () => {
    const m = await appMember(t);
    const sent = FeedbackItemResponse.parse(
      (await put(m.headers, form({ category: 'account', content: 'CLI please' }))).json,
    ).value;
    const list = parseCommand(['feedback', 'list']);
    if (typeof list === 'string') throw new Error(list);
    expect(await list(t.database)).toContain('"CLI please"');
    expect(parseCommand(['feedback', 'reply', String(sent.id)])).toMatch(/needs an id and --text/);
    const reply = parseCommand(['feedback', 'reply', String(sent.id), '--text', 'Done.']);
    if (typeof reply === 'string') throw new Error(reply);
    expect(await reply(t.database)).toBe(
      `Feedback ${sent.id} answered; the answer is in ${m.account}'s inbox.`,
    );
    expect((await messagesOf(t.database.db, m.accountId))[0]).toMatchObject({ template: 'feedback_replied' });
  });
});
