import * as inbox from '../../../contract/inbox/endpoints';
import type { InboxMessage, InboxPage } from '../../../contract/inbox/schemas';
import { api } from '../../lib/call';

/** Inbox calls (contract/inbox/endpoints.ts). Trial accounts have none: callers check first. */
export type { InboxMessage, InboxPage };
export const findMessages = (page: number, pageSize = 10) => api(inbox.list, { query: { page, pageSize } });
export const getUnread = () => api(inbox.unread);
export const readMessage = (id: number) => api(inbox.read, { params: { id } });
export const markRead = (ids: number[]) => api(inbox.markRead, { body: { ids } });
export const deleteMessage = (id: number) => api(inbox.remove, { params: { id } });
