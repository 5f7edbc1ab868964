import { get, post, put, type RawEndpoints } from '../endpoint';
import type { ChatSchemas as S } from './schemas';

/**
 * Live chat (decision 039): the member's and guest's calls under /wps/chat (a session, or a guest
 * token in X-Chat-Guest), the operator console's under /ops/chat (the operator key).
 */
export const base = '/wps/chat';
export const opsBase = '/ops/chat';

export const state = get<S['state']>(`${base}/state`);
export const models = get<S['models']>(`${base}/models`);
export const launch = get<S['launch']>(`${base}/launch`);
export const typing = post<S['typing']>(`${base}/typing`);
export const messages = get<S['messages']>(`${base}/messages`);
export const send = post<S['send']>(`${base}/messages`);
export const read = post<S['read']>(`${base}/read`);
export const guest = post<S['guest']>(`${base}/guest`);
export const adopt = post<S['adopt']>(`${base}/guest/adopt`);

export const queue = get<S['queue']>(`${opsBase}/queue`);
export const opsMessages = get<S['opsMessages']>(`${opsBase}/{id}/messages`);
export const money = get<S['money']>(`${opsBase}/{id}/money`);
export const tickets = get<S['tickets']>(`${opsBase}/{id}/tickets`);
export const opsTyping = post<S['opsTyping']>(`${opsBase}/{id}/typing`);
export const claim = post<S['claim']>(`${opsBase}/{id}/claim`);
export const answer = post<S['answer']>(`${opsBase}/{id}/messages`);
export const close = post<S['close']>(`${opsBase}/{id}/close`);
export const hours = get<S['hours']>(`${opsBase}/hours`);
export const setHours = put<S['setHours']>(`${opsBase}/hours`);

// Not JSON calls, so paths: a multipart send of one image, the image's bytes, the event stream.
/** Multipart: requestId, text and the file `image` (ChatImageFields); answers the stored message. */
export const sendImage = `${base}/messages/image`;
/** The png/jpg bytes of a message of the caller's own conversation. */
export const messageImage = `${base}/messages/{messageId}/image`;
/** Server-Sent Events: `message` (a ChatMessage, id = message id) and `typing` (ChatTyping). */
export const stream = `${base}/stream`;
export const opsSendImage = `${opsBase}/{id}/messages/image`;
export const opsMessageImage = `${opsBase}/messages/{messageId}/image`;
export const opsStream = `${opsBase}/stream`;

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  sendImage: {
    method: 'POST',
    path: sendImage,
    body: 'multipart',
    answer: 'envelope',
    about: 'ChatImageFields (requestId, text) and the file `image`; answers the stored ChatMessage',
  },
  messageImage: {
    method: 'GET',
    path: messageImage,
    body: 'none',
    answer: 'bytes',
    about: "the png/jpg of a message of the caller's own conversation",
  },
  stream: {
    method: 'GET',
    path: stream,
    body: 'none',
    answer: 'events',
    about: '`message` (a ChatMessage, id = message id) and `typing` (ChatTyping)',
  },
  opsSendImage: {
    method: 'POST',
    path: opsSendImage,
    body: 'multipart',
    answer: 'envelope',
    about: "as sendImage, into conversation {id}, with the operator's key",
  },
  opsMessageImage: {
    method: 'GET',
    path: opsMessageImage,
    body: 'none',
    answer: 'bytes',
    about: 'the png/jpg of any message',
  },
  opsStream: {
    method: 'GET',
    path: opsStream,
    body: 'none',
    answer: 'events',
    about: '`message`, `typing` and `change` (the conversations changed)',
  },
} as const satisfies RawEndpoints;
