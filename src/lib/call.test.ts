import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as security from '../../contract/security/endpoints';
import { del, get, post } from '../../contract/endpoint';
import { api, pathOf } from './call';

type Seen = {
  path: string;
  method: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: object;
};
const seen: Seen[] = [];
let answer: unknown = null;

// The client's transport (ofetch) as a recorder: what reaches it is what would go on the wire.
vi.mock('ofetch', () => ({
  ofetch: {
    create: () => (path: string, options: Omit<Seen, 'path'>) => {
      seen.push({ path, ...options });
      return Promise.resolve({ success: true, code: 'OK', message: '', value: answer });
    },
  },
}));

beforeEach(() => {
  seen.length = 0;
  answer = null;
});

describe('the typed client (decision 064)', () => {
  it('fills path parameters, encoded', () => {
    expect(pathOf('/wps/member/messages/{id}', { id: 12 })).toBe('/wps/member/messages/12');
    expect(pathOf('/a/{x}/b/{y}', { x: 'p q', y: 'r/s' })).toBe('/a/p%20q/b/r%2Fs');
    expect(pathOf('/wps/member/security/overview')).toBe('/wps/member/security/overview');
  });

  it("sends a GET to the endpoint's path with its query and the language, and answers the value", async () => {
    answer = { unread: 3 };
    const endpoint = get<{ query: never; value: never }>('/wps/member/messages');
    await expect(api(endpoint, { query: { page: 2 } as never })).resolves.toEqual({ unread: 3 });
    expect(seen).toEqual([
      { path: '/wps/member/messages', method: 'GET', query: { language: 'vi', page: 2 } },
    ]);
  });

  it("sends a write with the endpoint's method and body, the body's requestId as Idempotency-Key", async () => {
    await api(security.bindEmail, { body: { email: 'a@b.test', verificationCode: '123456' } });
    const transfer = post<{ body: never; value: never }>('/wps/member/transfer');
    await api(transfer, { body: { requestId: 'k-1' } as never });
    const drop = del<{ params: never; value: never }>('/wps/member/messages/{id}');
    await api(drop, { params: { id: 7 } as never });
    expect(seen).toEqual([
      {
        path: '/wps/member/security/bind/email',
        method: 'POST',
        body: { email: 'a@b.test', verificationCode: '123456' },
        headers: {},
      },
      {
        path: '/wps/member/transfer',
        method: 'POST',
        body: { requestId: 'k-1' },
        headers: { 'Idempotency-Key': 'k-1' },
      },
      { path: '/wps/member/messages/7', method: 'DELETE', body: undefined, headers: {} },
    ]);
  });
});
