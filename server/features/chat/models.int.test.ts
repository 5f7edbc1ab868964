import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_OWN_URL, type ChatModel } from '../../../contract/chat/schemas';
import { CHAT_LAUNCH_PATH, CHAT_MODELS_PATH } from '../../../contract/chat/paths';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { call } from '../../../tests/helpers/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ log: (await import('../../core/context/logger')).createLogger('error') });
});
afterAll(() => t.close());

const entry = async (csType: string, path: string, sort: number) =>
  Number(
    (
      await t.database.db.execute<{ id: string }>(
        sql`INSERT INTO customer_service (cs_type, path, sort) VALUES (${csType}, ${path}, ${sort}) RETURNING id`,
      )
    ).rows[0]!.id,
  );

describe('live-chat models and launch (spec section 7)', () => {
  it('lists our chat first and each LIVECHAT entry with an external chatUrl, and launches each', async () => {
    await t.database.db.execute(sql`DELETE FROM customer_service`);
    const ownPath = await entry('LIVECHAT', '/help#livechat', 1);
    const later = await entry('LIVECHAT', 'https://chat.example.com/room?site=1', 5);
    const earlier = await entry('LIVECHAT', 'http://support.example.net/', 2);
    const telegram = await entry('TELEGRAM', 'https://t.me/example', 3);
    const script = await entry('LIVECHAT', 'javascript:alert(1)', 4);

    const models = await call<{ list: ChatModel[] }>(t.app, 'GET', CHAT_MODELS_PATH);
    expect(models.status).toBe(200);
    expect(models.value.list).toEqual([
      { id: 'builtin', kind: 'builtin', csType: 'LIVECHAT' },
      { id: `cs-${earlier}`, kind: 'external', csType: 'LIVECHAT' },
      { id: `cs-${later}`, kind: 'external', csType: 'LIVECHAT' },
    ]);

    const launch = (model?: string) =>
      call<{ chatUrl: string }>(
        t.app,
        'GET',
        model ? `${CHAT_LAUNCH_PATH}?model=${model}` : CHAT_LAUNCH_PATH,
      );
    expect((await launch('builtin')).value).toEqual({ chatUrl: CHAT_OWN_URL });
    expect((await launch()).value).toEqual({ chatUrl: CHAT_OWN_URL });
    expect((await launch(`cs-${later}`)).value).toEqual({ chatUrl: 'https://chat.example.com/room?site=1' });
    for (const id of [ownPath, telegram, script, 999999])
      expect(await launch(`cs-${id}`)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await launch('other')).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('offers our own chat alone when no external chat is configured', async () => {
    await t.database.db.execute(sql`DELETE FROM customer_service`);
    const models = await call<{ list: ChatModel[] }>(t.app, 'GET', CHAT_MODELS_PATH);
    expect(models.value.list.map((m) => m.id)).toEqual(['builtin']);
  });
});
