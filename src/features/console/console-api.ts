import { ofetch } from 'ofetch';
import type { z } from 'zod';
import type { ChatMessage, SupportHours } from '../../../contract/chat/schemas';
import type { CallSchemas, Endpoint, Method } from '../../../contract/endpoint';
import * as chat from '../../../contract/chat/endpoints';
import { toApiError, unwrap } from '../../lib/api';
import { pathOf, type Args } from '../../lib/call';
import { OPERATOR_KEY_HEADER } from '../../../contract/values';
import { read, write } from '../../lib/storage';

/**
 * The console's calls to /ops/chat with the operator key (never a member session). The key stays
 * in this tab's session storage only: closing the tab signs the operator out.
 */
const KEY = 'opsKey';
export const operatorKey = () => read('session', KEY);
export const saveOperatorKey = (key: string | null) => write('session', KEY, key);
export const operatorHeaders = (): Record<string, string> => ({ [OPERATOR_KEY_HEADER]: operatorKey() ?? '' });

/** One call of the contract, with the operator key instead of the lobby's session and language. */
async function ops<S extends CallSchemas, M extends Method>(
  endpoint: Endpoint<S, M>,
  ...[input]: Args<S, M>
): Promise<z.output<S['value']>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: object;
  };
  try {
    return unwrap(
      await ofetch(pathOf(endpoint.path, params), {
        method: endpoint.method,
        query,
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

export const getQueue = (status: 'live' | 'closed') => ops(chat.queue, { query: { status } });
export const getMessages = (id: number, after: number) =>
  ops(chat.opsMessages, { params: { id }, query: { after } });
export const getMoney = (id: number) => ops(chat.money, { params: { id } });
export const getTickets = (id: number) => ops(chat.tickets, { params: { id } });
/** The operator is typing (never stored; the server drops more than one every 3 s). */
export const typing = (id: number) => ops(chat.opsTyping, { params: { id } });
export const claim = (id: number) => ops(chat.claim, { params: { id } });
export const closeChat = (id: number) => ops(chat.close, { params: { id } });
export const answer = (id: number, requestId: string, text: string) =>
  ops(chat.answer, { params: { id }, body: { requestId, text } });
/** The console's event stream (which chats changed, who types). */
export const streamPath = chat.opsStream;
export async function answerImage(id: number, requestId: string, text: string, image: File) {
  const form = new FormData();
  form.append('requestId', requestId);
  form.append('text', text);
  form.append('image', image, image.name);
  try {
    const headers = { ...operatorHeaders(), 'Idempotency-Key': requestId };
    return unwrap<ChatMessage>(
      await ofetch(pathOf(chat.opsSendImage, { id }), {
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
    return await ofetch(pathOf(chat.opsMessageImage, { messageId }), {
      responseType: 'blob',
      headers: operatorHeaders(),
      retry: 0,
    });
  } catch (err) {
    throw toApiError(err);
  }
}
export const getHours = () => ops(chat.hours);
export const putHours = (hours: SupportHours) => ops(chat.setHours, { body: hours });
