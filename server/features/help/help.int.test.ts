import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpCentreResponse, HelpSearchResponse } from '../../../contract/help/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { parseCommand } from '../../ops/cli';
import { acceptedTermsVersion, editArticle, recordTermsAcceptance } from './edit';
import { appMember, createOperatorKey } from '../../../tests/helpers/factories';
import { callAsOperator } from '../../../tests/helpers/requests';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = await createOperatorKey(t.database.db, 'content');
});
afterAll(() => t.close());

const centre = async (lang: 'vi' | 'en') =>
  HelpCentreResponse.parse(await (await t.get(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).json())
    .value;
const search = async (q: string, lang = 'vi') => {
  const res = await t.get(`/wps/system/helpCenter/search?lang=${lang}&q=${encodeURIComponent(q)}`);
  return { status: res.status, body: (await res.json()) as { code: string } };
};
const slugs = async (q: string, lang = 'vi') =>
  HelpSearchResponse.parse((await search(q, lang)).body).value.list.map((h) => h.slug);

/** A content operator's call (test reads of a checked contract: `value` untyped). */
const ops = (method: string, path: string, body?: unknown) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of a checked contract
  callAsOperator<any>(t, key, method, path, body, '198.51.100.8');

describe('GET /wps/system/helpCenter', () => {
  it('serves the seeded sections, FAQ and terms in the asked language, with an ETag', async () => {
    const vi = await centre('vi');
    const en = await centre('en');
    expect(vi.articles.map((a) => a.slug)).toEqual(en.articles.map((a) => a.slug));
    expect(new Set(vi.articles.map((a) => a.section))).toEqual(
      new Set(['account', 'deposits', 'withdrawals', 'security', 'app', 'faq']),
    );
    expect(vi.articles.find((a) => a.slug === 'how-to-withdraw')!.title).toBe('Cách rút tiền');
    expect(en.articles.find((a) => a.slug === 'how-to-withdraw')!.title).toBe('How to withdraw');
    expect(vi.terms).toMatchObject({ version: 1 });
    expect(en.terms!.body).toMatch(/^1\. Who may play/);
    const first = await t.get('/wps/system/helpCenter?lang=en');
    const again = await t.get('/wps/system/helpCenter?lang=en', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('refuses an unknown language', async () => {
    expect((await t.get('/wps/system/helpCenter?lang=fr')).status).toBe(400);
  });
});

describe('GET /wps/system/helpCenter/search', () => {
  it('ignores accents and case, as the game search does, and needs every word', async () => {
    expect(await slugs('rut tien')).toContain('how-to-withdraw');
    expect(await slugs('RÚT TIỀN')).toContain('how-to-withdraw');
    expect((await slugs('rut tien'))[0]).toBe('how-to-withdraw');
    expect(await slugs('dang nhap')).toContain('create-account');
    expect(await slugs('authenticator', 'en')).toEqual(expect.arrayContaining(['security-centre']));
    expect(await slugs('withdraw zebra', 'en')).toEqual([]);
  });

  it('matches % and _ literally and refuses an empty or long query', async () => {
    expect(await slugs('100%')).toEqual([]);
    expect(await slugs('_')).toEqual([]);
    expect((await search('')).body.code).toBe('BAD_REQUEST');
    expect((await search('x'.repeat(51))).status).toBe(400);
  });
});

describe('operators edit help and terms (versioned, audited)', () => {
  it('an edit is a new version the help centre shows at once; history keeps the old text', async () => {
    const edit = await ops('PUT', '/ops/help/articles/how-to-deposit', {
      en: { title: 'How to deposit money', body: 'Open the member centre and choose Deposit.' },
    });
    expect(edit).toMatchObject({ status: 200, value: { version: 2, titleVi: 'Cách nạp tiền' } });
    const en = await centre('en');
    expect(en.articles.find((a) => a.slug === 'how-to-deposit')).toMatchObject({
      title: 'How to deposit money',
      version: 2,
    });
    expect((await centre('vi')).articles.find((a) => a.slug === 'how-to-deposit')!.title).toBe(
      'Cách nạp tiền',
    );
    const history = await ops('GET', '/ops/help/articles/how-to-deposit/versions');
    expect(
      history.value.list.map((v: { version: number; titleEn: string }) => [v.version, v.titleEn]),
    ).toEqual([
      [2, 'How to deposit money'],
      [1, 'How to deposit'],
    ]);
    const audited = await t.database.db.execute<{ action: string; actor: string }>(
      sql`SELECT action, actor FROM operator_audit WHERE target = 'help:how-to-deposit'`,
    );
    expect(audited.rows).toEqual([{ action: 'help.edit', actor: 'key:content' }]);
    // The search reads the new text too.
    expect((await slugs('deposit money', 'en'))[0]).toBe('how-to-deposit');
  });

  it('a new article needs a section and a text; a bad slug or section is refused', async () => {
    expect((await ops('PUT', '/ops/help/articles/new-one', { en: { title: 'T', body: 'B' } })).code).toBe(
      'NOT_FOUND',
    );
    expect((await ops('PUT', '/ops/help/articles/Bad_Slug', { section: 'faq' })).code).toBe('BAD_REQUEST');
    expect(
      (await ops('PUT', '/ops/help/articles/new-one', { section: 'casino', vi: { title: 'T', body: 'B' } }))
        .code,
    ).toBe('BAD_REQUEST');
    const made = await ops('PUT', '/ops/help/articles/new-one', {
      section: 'faq',
      vi: { title: 'Câu hỏi mới', body: 'Trả lời.' },
    });
    expect(made.value).toMatchObject({ version: 1, titleEn: 'Câu hỏi mới', section: 'faq' });
  });

  it('first edits of one slug at the same time become versions 1, 2, ..., not an error', async () => {
    const edit = { section: 'faq' as const, en: { title: 'Same time', body: 'All land.' } };
    // Open connections first, so the six transactions really overlap instead of queueing on connects.
    await Promise.all(Array.from({ length: 8 }, () => t.database.pool.query('SELECT pg_sleep(0.05)')));
    const all = await Promise.allSettled(
      Array.from({ length: 6 }, () => editArticle(t.database.db, 'key:content', 'race-one', edit)),
    );
    expect(all.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
    const versions = all.map((r) => (r as PromiseFulfilledResult<{ version: number }>).value.version);
    expect(versions.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('publishing terms makes a new version; members keep the version they accepted', async () => {
    const before = await appMember(t);
    await recordTermsAcceptance(t.database.db, before.accountId);
    expect(await acceptedTermsVersion(t.database.db, before.accountId)).toBe(1);
    const published = await ops('POST', '/ops/terms', { en: '1. New English terms.' });
    expect(published.value).toMatchObject({ version: 2, bodyEn: '1. New English terms.' });
    expect(published.value.bodyVi).toMatch(/^1\. Đối tượng/);
    expect((await centre('en')).terms).toMatchObject({ version: 2, body: '1. New English terms.' });
    const after = await appMember(t);
    await recordTermsAcceptance(t.database.db, after.accountId);
    expect(await acceptedTermsVersion(t.database.db, after.accountId)).toBe(2);
    expect(await acceptedTermsVersion(t.database.db, before.accountId)).toBe(1);
    expect((await ops('POST', '/ops/terms', {})).code).toBe('BAD_REQUEST');
    expect((await ops('GET', '/ops/terms')).value.list.map((v: { version: number }) => v.version)).toEqual([
      2, 1,
    ]);
  });

  it('the CLI edits the same way', async () => {
    const command = parseCommand(['help', 'set', 'lite-app', '--sort', '3']);
    if (typeof command === 'string') throw new Error(command);
    expect(await command(t.database)).toBe('Article lite-app is now version 2.');
    expect(parseCommand(['help', 'set', 'Bad Slug'])).toMatch(/^A slug is/);
    const history = parseCommand(['help', 'history', 'lite-app']);
    if (typeof history === 'string') throw new Error(history);
    expect((await history(t.database)).split('\n')).toHaveLength(2);
    const audit = await t.database.db.execute<{ actor: string }>(
      sql`SELECT actor FROM operator_audit WHERE target = 'help:lite-app'`,
    );
    expect(audit.rows[0]!.actor).toMatch(/^cli:/);
  });
});
