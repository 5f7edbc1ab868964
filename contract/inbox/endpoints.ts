import { del, get, post } from '../endpoint';
import type { InboxSchemas as S } from './schemas';

/** Inbox (messageV2): a real account's messages. */
export const base = '/wps/member/messages';

export const list = get<S['list']>(base);
export const unread = get<S['unread']>(`${base}/unread`);
export const markRead = post<S['markRead']>(`${base}/read`);
export const read = get<S['read']>(`${base}/{id}`);
export const remove = del<S['remove']>(`${base}/{id}`);
