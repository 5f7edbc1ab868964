import type { InboxMessage, InboxPage } from '../../../contract/inbox';
import { apiGet, apiSend } from '../../lib/api';

/** Inbox calls (server/features/inbox). Trial accounts have none: callers check first. */
export type { InboxMessage, InboxPage };
const base = '/wps/member/messages';
export const findMessages = (page: number, pageSize = 10) => apiGet<InboxPage>(base, { page, pageSize });
export const getUnread = () => apiGet<{ unread: number }>(`${base}/unread`);
export const readMessage = (id: number) => apiGet<InboxMessage>(`${base}/${id}`);
export const markRead = (ids: number[]) => apiSend<{ unread: number }>('POST', `${base}/read`, { ids });
export const deleteMessage = (id: number) => apiSend<null>('DELETE', `${base}/${id}`);
