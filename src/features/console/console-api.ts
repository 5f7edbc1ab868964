import { ofetch } from 'ofetch';
import type {
  ChatMessage,
  ChatPage,
  OpsMemberMoney,
  OpsMemberTickets,
  OpsQueue,
  SupportHours,
} from '../../../contract/chat';
import { toApiError, unwrap } from '../../lib/api';
import { OPERATOR_KEY_HEADER, opsChatImagePath, opsChatImageSendPath } from '../../lib/contract-values';
import { read, write } from '../../lib/storage';

/**
 * The console's calls to /ops/chat with the operator key (never a member session). The key stays
 * in this tab's session storage only: closing the tab signs the operator out.
 */
const KEY = 'opsKey';
export const operatorKey = () => read('session', KEY);
export const saveOperatorKey = (key: string | null) => write('session', KEY, key);
export const operatorHeaders = (): Record<string, string> => ({ [OPERATOR_KEY_HEADER]: operatorKey() ?? '' });

async function ops<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
  try {
    return unwrap<T>(
      await ofetch(`/ops/chat${path}`, {
        method,
        body,
        headers: operatorHeaders(),
        retry: 0,
        timeout: 15_000,
      }),
    );
  } catch (err) {
    throw toApiError(err);
  }
}

export const getQueue = (status: 'live' | 'closed') => ops<OpsQueue>('GET', `/queue?status=${status}`);
export const getMessages = (id: number, after: number) =>
  ops<ChatPage>('GET', `/${id}/messages?after=${after}`);
export const getMoney = (id: number) => ops<OpsMemberMoney>('GET', `/${id}/money`);
export const getTickets = (id: number) => ops<OpsMemberTickets>('GET', `/${id}/tickets`);
/** The operator is typing (never stored; the server drops more than one every 3 s). */
export const typing = (id: number) => ops<{ done: boolean }>('POST', `/${id}/typing`);
export const claim = (id: number) => ops<{ done: boolean }>('POST', `/${id}/claim`);
export const closeChat = (id: number) => ops<{ done: boolean }>('POST', `/${id}/close`);
export const answer = (id: number, requestId: string, text: string) =>
  ops<ChatMessage>('POST', `/${id}/messages`, { requestId, text });
export async function answerImage(id: number, requestId: string, text: string, image: File) {
  const form = new FormData();
  form.append('requestId', requestId);
  form.append('text', text);
  form.append('image', image, image.name);
  try {
    const headers = { ...operatorHeaders(), 'Idempotency-Key': requestId };
    return unwrap<ChatMessage>(
      await ofetch(opsChatImageSendPath(id), {
        method: 'POST',
        body: form,
        headers,
        retry: 0,
        timeout: 60_000,
      }),
    );
  } catch (err) {
    throw toApiError(err);
  }
}
export async function getImage(messageId: number): Promise<Blob> {
  try {
    return await ofetch(opsChatImagePath(messageId), {
      responseType: 'blob',
      headers: operatorHeaders(),
      retry: 0,
    });
  } catch (err) {
    throw toApiError(err);
  }
}
export const getHours = () => ops<SupportHours>('GET', '/hours');
export const putHours = (hours: SupportHours) => ops<SupportHours>('PUT', '/hours', hours);
