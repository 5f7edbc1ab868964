import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatState, OpsMemberTickets, OpsQueue } from '../../../contract/chat/schemas';
import { CHAT_TYPING_EVERY_MS } from '../../../contract/chat/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { storeCaptcha } from '../captcha';
import { createOperatorKey } from '../operator';
import { memberWithSession, unique } from '../../../tests/helpers/factories';
import { call } from '../../../tests/helpers/requests';
import { listeningNode, readEvents } from '../../../tests/helpers/sse';

let t: TestApp;
let nodeA: Awaited<ReturnType<typeof listeningNode>>;
let nodeB: Awaited<ReturnType<typeof listeningNode>>;
let keyAnna: string;
let keyBao: string;
beforeAll(async () => {
  t = await createTestApp({ log: (await import('../../core/context/logger')).createLogger('error') });
  nodeA = await listeningNode(t);
  nodeB = await listeningNode(t);
  keyAnna = await createOperatorKey(t.database.db, 'anna');
  keyBao = await createOperatorKey(t.database.db, 'bao');
});
afterAll(async () => {
  await nodeA.close();
  await nodeB.close();
  await t.close();
});

const ops = (key: string, ip = '198.51.100.7') => ({ 'x-operator-key': key, 'x-forwarded-for': ip });
const messageIds = (events: { event?: string; data: string }[]) =>
  events.filter((e) => e.event === 'message').map((e) => (JSON.parse(e.data) as ChatMessage).id);

describe('sending', () => {
  it('stores a send repeated with one requestId once, also when the repeats race', async () => {
    const m = await memberWithSession(t.database.db);
    const body = { requestId: unique('m-'), text: 'Xin chào' };
    const first = await call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', { headers: m.headers, body });
    expect(first).toMatchObject({ status: 200, value: { sender: 'member', text: 'Xin chào' } });
    const again = await call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', { headers: m.headers, body });
    expect(again.value.id).toBe(first.value.id);
    const raced = { requestId: unique('m-'), text: 'twice at once' };
    const both = await Promise.all(
      [1, 2].map(() =>
        call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', { headers: m.headers, body: raced }),
      ),
    );
    expect(both[0]!.value.id).toBe(both[1]!.value.id);
    const page = await call<{ list: ChatMessage[] }>(t.app, 'GET', '/wps/chat/messages', {
      headers: m.headers,
    });
    expect(page.value.list.map((x) => x.text)).toEqual(['Xin chào', 'twice at once']);
  });

  it('refuses an empty or oversized text, and a visitor without session or guest token', async () => {
    const m = await memberWithSession(t.database.db);
    const empty = await call(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: '  ' },
    });
    expect(empty).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const long = { requestId: unique('m-'), text: 'x'.repeat(2001) };
    expect((await call(t.app, 'POST', '/wps/chat/messages', { headers: m.headers, body: long })).code).toBe(
      'BAD_REQUEST',
    );
    const none = await call(t.app, 'POST', '/wps/chat/messages', {
      body: { requestId: unique('m-'), text: 'hi' },
    });
    expect(none).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
    const forged = await call(t.app, 'GET', '/wps/chat/messages', {
      headers: { 'x-chat-guest': 'A'.repeat(43) },
    });
    expect(forged.code).toBe('INVALID_TOKEN');
  });
});

describe('the stream', () => {
  it('resumes after Last-Event-ID with every later message and none before', async () => {
    const m = await memberWithSession(t.database.db);
    const sent: number[] = [];
    for (const text of ['one', 'two', 'three', 'four']) {
      const r = await call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', {
        headers: m.headers,
        body: { requestId: unique('m-'), text },
      });
      sent.push(r.value.id);
    }
    const res = await nodeA.app.request('/wps/chat/stream', {
      headers: { ...m.headers, 'last-event-id': String(sent[1]) },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-transform');
    // A message committed while the stream is open arrives live, after the replay.
    const live = call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'five' },
    });
    const events = await readEvents(res, (e) => messageIds(e).length >= 3);
    const fifth = (await live).value.id;
    expect(messageIds(events)).toEqual([sent[2], sent[3], fifth]);
    expect(events.map((e) => e.id)).toEqual([sent[2], sent[3], fifth].map(String));
  });

  it('fans out across two app nodes on one database (LISTEN/NOTIFY)', async () => {
    const m = await memberWithSession(t.database.db);
    const res = await nodeB.app.request('/wps/chat/stream', { headers: m.headers });
    const got = readEvents(res, (e) => messageIds(e).length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    const sent = await call<ChatMessage>(nodeA.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'from node A' },
    });
    expect(messageIds(await got)).toEqual([sent.value.id]);
  });

  it('caps the open streams per member', async () => {
    const m = await memberWithSession(t.database.db);
    const open = await Promise.all(
      [1, 2, 3, 4, 5].map(() => nodeA.app.request('/wps/chat/stream', { headers: m.headers })),
    );
    const sixth = await nodeA.app.request('/wps/chat/stream', { headers: m.headers });
    expect(sixth.status).toBe(429);
    await Promise.all(open.map((r) => r.body!.cancel()));
    const again = await nodeA.app.request('/wps/chat/stream', { headers: m.headers });
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });
});

describe('guests', () => {
  it('start behind a captcha, and continue in the member conversation after login', async () => {
    const wrong = await storeCaptcha(t.database.db, '1234');
    const noCaptcha = await call(t.app, 'POST', '/wps/chat/guest', {
      body: { captchaId: wrong, captcha: '9999' },
    });
    expect(noCaptcha.code).toBe('CAPTCHA_INVALID');
    const notAnId = await call(t.app, 'POST', '/wps/chat/guest', { body: { captchaId: 'x', captcha: '1' } });
    expect(notAnId.code).toBe('BAD_REQUEST');
    const captchaId = await storeCaptcha(t.database.db, '4321');
    const start = await call<{ guestToken: string }>(t.app, 'POST', '/wps/chat/guest', {
      body: { captchaId, captcha: '4321' },
    });
    const guest = { 'x-chat-guest': start.value.guestToken };
    const asked = await call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', {
      headers: guest,
      body: { requestId: unique('m-'), text: 'I cannot log in' },
    });
    expect(asked.value.sender).toBe('guest');

    const m = await memberWithSession(t.database.db);
    await call(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'earlier question' },
    });
    const adopt = await call(t.app, 'POST', '/wps/chat/guest/adopt', {
      headers: m.headers,
      body: start.value,
    });
    expect(adopt.value).toEqual({ done: true });
    const page = await call<{ list: ChatMessage[] }>(t.app, 'GET', '/wps/chat/messages', {
      headers: m.headers,
    });
    expect(page.value.list.map((x) => [x.text, x.sender])).toEqual([
      ['I cannot log in', 'member'],
      ['earlier question', 'member'],
    ]);
    // The guest token is spent; a repeated adopt is a no-op.
    expect((await call(t.app, 'GET', '/wps/chat/messages', { headers: guest })).code).toBe('INVALID_TOKEN');
    const repeat = await call(t.app, 'POST', '/wps/chat/guest/adopt', {
      headers: m.headers,
      body: start.value,
    });
    expect(repeat.value).toEqual({ done: false });
  });

  it('are rate-limited per address', async () => {
    const ip = '203.0.113.77';
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const captchaId = await storeCaptcha(t.database.db, '1111');
      const r = await call(t.app, 'POST', '/wps/chat/guest', {
        headers: { 'x-forwarded-for': ip },
        body: { captchaId, captcha: '1111' },
      });
      codes.push(r.code);
    }
    expect(codes.slice(0, 10).every((c) => c === 'OK')).toBe(true);
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });
});

describe('operator console', () => {
  it('needs an operator key, never a member session', async () => {
    const m = await memberWithSession(t.database.db);
    expect((await call(t.app, 'GET', '/ops/chat/queue')).status).toBe(401);
    expect((await call(t.app, 'GET', '/ops/chat/queue', { headers: m.headers })).status).toBe(401);
    expect((await t.app.request('/ops/chat/stream')).status).toBe(401);
  });

  it('lets one of two operators claiming one chat win; only the holder answers; closing reopens on the next message', async () => {
    const m = await memberWithSession(t.database.db);
    await call(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'help please' },
    });
    const queue = await call<OpsQueue>(t.app, 'GET', '/ops/chat/queue', { headers: ops(keyAnna) });
    const chat = queue.value.list.find((x) => x.account === m.account)!;
    expect(chat).toMatchObject({ status: 'open', lastText: 'help please', lastSender: 'member' });

    const claims = await Promise.all(
      [keyAnna, keyBao].map((k) => call(t.app, 'POST', `/ops/chat/${chat.id}/claim`, { headers: ops(k) })),
    );
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409]);
    expect(claims.find((c) => c.status === 409)!.code).toBe('WRONG_STATE');
    const winner = claims[0]!.status === 200 ? keyAnna : keyBao;
    const loser = winner === keyAnna ? keyBao : keyAnna;

    const answer = { requestId: unique('m-'), text: 'Chào bạn, tôi có thể giúp gì?' };
    expect(
      (await call(t.app, 'POST', `/ops/chat/${chat.id}/messages`, { headers: ops(loser), body: answer }))
        .code,
    ).toBe('WRONG_STATE');
    const sent = await call<ChatMessage>(t.app, 'POST', `/ops/chat/${chat.id}/messages`, {
      headers: ops(winner),
      body: answer,
    });
    expect(sent.value.sender).toBe('operator');

    const state = await call<ChatState>(t.app, 'GET', '/wps/chat/state', { headers: m.headers });
    expect(state.value.unread).toBe(1);
    await call(t.app, 'POST', '/wps/chat/read', { headers: m.headers, body: { upTo: sent.value.id + 1000 } });
    expect(
      (await call<ChatState>(t.app, 'GET', '/wps/chat/state', { headers: m.headers })).value.unread,
    ).toBe(0);

    expect((await call(t.app, 'POST', `/ops/chat/${chat.id}/close`, { headers: ops(loser) })).code).toBe(
      'WRONG_STATE',
    );
    expect((await call(t.app, 'POST', `/ops/chat/${chat.id}/close`, { headers: ops(winner) })).status).toBe(
      200,
    );
    // The read mark stopped at the last message: the closing line is unread.
    expect(
      (await call<ChatState>(t.app, 'GET', '/wps/chat/state', { headers: m.headers })).value.unread,
    ).toBe(1);
    await call(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'one more thing' },
    });
    const reopened = await call<OpsQueue>(t.app, 'GET', '/ops/chat/queue', { headers: ops(keyBao) });
    expect(reopened.value.list.find((x) => x.id === chat.id)).toMatchObject({
      status: 'open',
      operator: null,
    });
  });

  it("shows the member's latest deposits and withdrawals", async () => {
    const m = await memberWithSession(t.database.db);
    await call(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'my deposit?' },
    });
    await t.database.db.execute(sql`
      INSERT INTO deposits (account_id, channel_code, amount, reference, request_id, status)
      SELECT ${m.accountId}, code, 500000, 'chat-test-ref', 'chat-test-req', 'pending' FROM payment_channels LIMIT 1`);
    const [conv] = (
      await t.database.db.execute<{ id: string }>(
        sql`SELECT id FROM chat_conversations WHERE account_id = ${m.accountId}`,
      )
    ).rows;
    const money = await call<{ deposits: { amount: string }[] }>(
      t.app,
      'GET',
      `/ops/chat/${conv!.id}/money`,
      { headers: ops(keyAnna) },
    );
    expect(money.value.deposits.map((d) => d.amount)).toEqual(['500000']);
  });

  it("shows the member's latest feedback tickets beside the chat, newest first, cut to an excerpt", async () => {
    const m = await memberWithSession(t.database.db);
    const other = await memberWithSession(t.database.db);
    await call(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'about my ticket' },
    });
    const ticket = (accountId: number, content: string, reply: string | null = null) =>
      t.database.db.execute(sql`
        INSERT INTO feedback (account_id, category, content, status, reply, replied_by, replied_at)
        VALUES (${accountId}, 'deposit', ${content}, ${reply ? 'replied' : 'open'}, ${reply},
                ${reply ? 'key:anna' : null}, ${reply ? sql`now()` : null})`);
    for (let i = 1; i <= 6; i++) await ticket(m.accountId, `ticket ${i}`);
    await ticket(m.accountId, 'Nạp tiền chưa vào ví '.repeat(7).trim(), 'Đã kiểm tra. '.repeat(100).trim());
    await ticket(other.accountId, 'not this member');
    const [conv] = (
      await t.database.db.execute<{ id: string }>(
        sql`SELECT id FROM chat_conversations WHERE account_id = ${m.accountId}`,
      )
    ).rows;

    const got = await call<OpsMemberTickets>(t.app, 'GET', `/ops/chat/${conv!.id}/tickets`, {
      headers: ops(keyAnna),
    });
    expect(got.status).toBe(200);
    const list = got.value.list;
    expect(list.map((x) => x.excerpt.slice(0, 8))).toEqual([
      'Nạp tiền',
      'ticket 6',
      'ticket 5',
      'ticket 4',
      'ticket 3',
    ]);
    expect(list[0]).toMatchObject({ category: 'deposit', status: 'replied' });
    expect(Array.from(list[0]!.excerpt)).toHaveLength(100);
    expect(list[0]!.excerpt.endsWith('…')).toBe(true);
    expect(list[0]!.reply!.startsWith('Đã kiểm tra.')).toBe(true);
    expect(Array.from(list[0]!.reply!).length).toBeLessThanOrEqual(100);
    expect(list[1]).toMatchObject({ excerpt: 'ticket 6', status: 'open', reply: null });
    expect(Number.isNaN(Date.parse(list[1]!.createdAt))).toBe(false);

    // Operators only; an unknown conversation is NOT_FOUND.
    expect((await call(t.app, 'GET', `/ops/chat/${conv!.id}/tickets`, { headers: m.headers })).status).toBe(
      401,
    );
    const unknown = await call(t.app, 'GET', '/ops/chat/999999999/tickets', { headers: ops(keyAnna) });
    expect([unknown.status, unknown.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('shows a guest no tickets (a guest has no account)', async () => {
    const [guest] = (
      await t.database.db.execute<{ id: string }>(
        sql`INSERT INTO chat_conversations (guest_token_hash) VALUES (${`tickets-${unique('m-')}`}) RETURNING id`,
      )
    ).rows;
    const got = await call<OpsMemberTickets>(t.app, 'GET', `/ops/chat/${guest!.id}/tickets`, {
      headers: ops(keyAnna),
    });
    expect(got.value).toEqual({ list: [] });
  });

  it('tells the console stream which conversation changed', async () => {
    const m = await memberWithSession(t.database.db);
    const res = await nodeB.app.request('/ops/chat/stream', { headers: ops(keyBao) });
    expect(res.status).toBe(200);
    const got = readEvents(res, (e) => e.some((x) => x.event === 'change'));
    await new Promise((r) => setTimeout(r, 100));
    await call(nodeA.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'ping' },
    });
    const change = (await got).find((e) => e.event === 'change')!;
    expect((JSON.parse(change.data) as { conversations: number[] }).conversations).toHaveLength(1);
  });
});

describe('typing', () => {
  it('reaches the other side on another node, throttled, and is never stored', async () => {
    const m = await memberWithSession(t.database.db);
    // No conversation yet: nothing to tell.
    expect((await call(t.app, 'POST', '/wps/chat/typing', { headers: m.headers })).value).toEqual({
      done: false,
    });
    const first = await call<ChatMessage>(t.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'hello' },
    });
    const [conv] = (
      await t.database.db.execute<{ id: string }>(
        sql`SELECT id FROM chat_conversations WHERE account_id = ${m.accountId}`,
      )
    ).rows;
    const id = Number(conv!.id);
    const typingOf = (events: { event?: string; data: string }[]) =>
      events.filter((e) => e.event === 'typing').map((e) => JSON.parse(e.data) as Record<string, unknown>);

    // The member types on node A; the console's stream on node B hears it.
    const consoleRes = await nodeB.app.request('/ops/chat/stream', { headers: ops(keyBao) });
    const consoleGot = readEvents(consoleRes, (e) => typingOf(e).some((x) => x.conversationId === id));
    await new Promise((r) => setTimeout(r, 100));
    expect((await call(nodeA.app, 'POST', '/wps/chat/typing', { headers: m.headers })).value).toEqual({
      done: true,
    });
    // A second signal within 3 s is dropped.
    expect((await call(nodeA.app, 'POST', '/wps/chat/typing', { headers: m.headers })).value).toEqual({
      done: false,
    });
    expect(typingOf(await consoleGot)).toContainEqual({ conversationId: id, sender: 'member' });
    // A message ends "typing…": once node A has heard of it, the next signal goes out at once,
    // well inside the 3 s window of the first one.
    const since = Date.now();
    await call(nodeA.app, 'POST', '/wps/chat/messages', {
      headers: m.headers,
      body: { requestId: unique('m-'), text: 'and more' },
    });
    let again = false;
    for (let i = 0; i < 40 && !again; i++) {
      await new Promise((r) => setTimeout(r, 25));
      again = (await call<{ done: boolean }>(nodeA.app, 'POST', '/wps/chat/typing', { headers: m.headers }))
        .value.done;
    }
    expect(again).toBe(true);
    expect(Date.now() - since).toBeLessThan(CHAT_TYPING_EVERY_MS);

    // The operator types on node B; the member's stream on node A hears it, without an id.
    const memberRes = await nodeA.app.request('/wps/chat/stream', {
      headers: { ...m.headers, 'last-event-id': String(first.value.id) },
    });
    const memberGot = readEvents(memberRes, (e) => typingOf(e).length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect((await call(nodeB.app, 'POST', `/ops/chat/${id}/typing`, { headers: ops(keyBao) })).value).toEqual(
      { done: true },
    );
    const events = await memberGot;
    expect(typingOf(events)).toEqual([{ conversationId: id, sender: 'operator' }]);
    expect(events.find((e) => e.event === 'typing')!.id).toBeUndefined();

    // Nothing stored; operators only on the console's side.
    const page = await call<{ list: ChatMessage[] }>(t.app, 'GET', '/wps/chat/messages', {
      headers: m.headers,
    });
    expect(page.value.list.map((x) => x.text)).toEqual(['hello', 'and more']);
    expect((await call(t.app, 'POST', `/ops/chat/${id}/typing`, { headers: m.headers })).status).toBe(401);
  });
});

describe('the unread badge', () => {
  it('is read without making a conversation for a member who never wrote', async () => {
    const m = await memberWithSession(t.database.db);
    const state = await call<ChatState>(t.app, 'GET', '/wps/chat/state', { headers: m.headers });
    expect(state.value.unread).toBe(0);
    const rows = await t.database.db.execute(
      sql`SELECT 1 FROM chat_conversations WHERE account_id = ${m.accountId}`,
    );
    expect(rows.rows).toHaveLength(0);
  });
});

describe('support hours', () => {
  it('default to Mon-Fri 12:00-21:00 GMT+7 and are changed by an operator', async () => {
    const state = await call<ChatState>(t.app, 'GET', '/wps/chat/state');
    expect(state.value.hours).toEqual({
      days: [1, 2, 3, 4, 5],
      from: '12:00',
      to: '21:00',
      utcOffsetMinutes: 420,
    });
    expect(state.value.unread).toBe(0);
    const bad = await call(t.app, 'PUT', '/ops/chat/hours', {
      headers: ops(keyAnna),
      body: { days: [1], from: '21:00', to: '12:00', utcOffsetMinutes: 420 },
    });
    expect(bad).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    // Never on duty: no day configured; then every day, all day.
    await call(t.app, 'PUT', '/ops/chat/hours', {
      headers: ops(keyAnna),
      body: { days: [], from: '00:00', to: '23:59', utcOffsetMinutes: 0 },
    });
    expect((await call<ChatState>(t.app, 'GET', '/wps/chat/state')).value).toMatchObject({
      online: false,
      nextOpenAt: null,
    });
    const always = { days: [7, 1, 2, 3, 4, 5, 6], from: '00:00', to: '23:59', utcOffsetMinutes: 0 };
    const saved = await call(t.app, 'PUT', '/ops/chat/hours', { headers: ops(keyAnna), body: always });
    expect(saved.value).toMatchObject({ days: [1, 2, 3, 4, 5, 6, 7] });
    const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    expect((await call<ChatState>(t.app, 'GET', '/wps/chat/state')).value.online).toBe(minute < 23 * 60 + 59);
    const audited = await t.database.db.execute(
      sql`SELECT 1 FROM operator_audit WHERE action = 'chat.hours'`,
    );
    expect(audited.rows.length).toBe(2);
  });
});
