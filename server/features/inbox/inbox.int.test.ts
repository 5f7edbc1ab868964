import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { writeMessage } from '../../core/members/write-message';
import { appMember } from '../../../tests/helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

type Page = {
  list: { id: number; template: string; read: boolean; params: { amount: string } }[];
  totalPages: number;
  unread: number;
};

describe('inbox messages', () => {
  it('lists newest first with paging and the unread count; reading, marking and deleting', async () => {
    const m = await appMember(t, { payPassword: false });
    const params = (amount: string) => ({ amount, currency: 'VND', reference: 'D1' });
    await writeMessage(t.database.db, m.accountId, 'deposit_arrived', params('100'));
    await writeMessage(t.database.db, m.accountId, 'withdrawal_approved', params('200'));
    await writeMessage(t.database.db, m.accountId, 'withdrawal_rejected', params('300'));

    const p1 = await m.call<Page>('GET', '/wps/member/messages?page=1&pageSize=2');
    expect(p1.value.list.map((x) => x.template)).toEqual(['withdrawal_rejected', 'withdrawal_approved']);
    expect(p1.value).toMatchObject({ totalPages: 2, unread: 3 });
    const [newest, middle] = p1.value.list;

    const read = await m.call<{ read: boolean }>('GET', `/wps/member/messages/${newest!.id}`);
    expect(read.value.read).toBe(true);
    expect((await m.call<{ unread: number }>('GET', '/wps/member/messages/unread')).value.unread).toBe(2);
    const marked = await m.call<{ unread: number }>('POST', '/wps/member/messages/read', {
      ids: [middle!.id],
    });
    expect(marked.value.unread).toBe(1);
    expect((await m.call('DELETE', `/wps/member/messages/${middle!.id}`)).code).toBe('OK');
    expect((await m.call('DELETE', `/wps/member/messages/${middle!.id}`)).code).toBe('NOT_FOUND');
    const after = await m.call<Page>('GET', '/wps/member/messages');
    expect(after.value.list.map((x) => x.params.amount)).toEqual(['300', '100']);
  });

  it("another member's messages are not reachable", async () => {
    const a = await appMember(t, { payPassword: false });
    const b = await appMember(t, { payPassword: false });
    await writeMessage(t.database.db, a.accountId, 'deposit_failed', {
      amount: '5',
      currency: 'VND',
      reference: 'D2',
    });
    const mine = await a.call<Page>('GET', '/wps/member/messages');
    const id = mine.value.list[0]!.id;
    expect((await b.call('GET', `/wps/member/messages/${id}`)).code).toBe('NOT_FOUND');
    expect((await b.call('DELETE', `/wps/member/messages/${id}`)).code).toBe('NOT_FOUND');
    await b.call('POST', '/wps/member/messages/read', { ids: [id] });
    expect((await a.call<{ unread: number }>('GET', '/wps/member/messages/unread')).value.unread).toBe(1);
  });

  it('trial accounts have no inbox', async () => {
    const trial = await appMember(t, { type: 4, payPassword: false });
    expect((await trial.call('GET', '/wps/member/messages/unread')).code).toBe('NEED_REAL_ACCOUNT');
  });
});
