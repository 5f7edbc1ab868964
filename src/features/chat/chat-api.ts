import type { ChatMessage } from '../../../contract/chat/schemas';
import * as chat from '../../../contract/chat/endpoints';
import { CHAT_GUEST_HEADER } from '../../../contract/values';
import { apiBlob, apiSend } from '../../lib/api';
import { api, pathOf } from '../../lib/call';
import { read, write } from '../../lib/storage';
import { hasToken } from '../accounts/session';

/**
 * The chat's calls. A member is known by the session the API client adds; a guest by the token
 * it got after the captcha, kept in this browser so the chat survives a reload and can be handed
 * to the member's account after login.
 */
const GUEST_KEY = 'chatGuest';

export const guestToken = () => read('local', GUEST_KEY);
export const forgetGuest = () => write('local', GUEST_KEY, null);

/** The identity header of a guest; none for a member (the session goes as Authorization). */
export function chatIdentity(): Record<string, string> {
  const guest = guestToken();
  return !hasToken() && guest ? { [CHAT_GUEST_HEADER]: guest } : {};
}

export const canChat = () => hasToken() || guestToken() !== null;

export const getChatState = () => api(chat.state, { headers: chatIdentity() });
export const getChatMessages = (after: number) =>
  api(chat.messages, { query: { after }, headers: chatIdentity() });
export const sendChatMessage = (requestId: string, text: string) =>
  api(chat.send, { body: { requestId, text }, headers: chatIdentity() });
/** The member or guest is typing (never stored; the server drops more than one every 3 s). */
export const sendChatTyping = () => api(chat.typing, { headers: chatIdentity() });
/** One image with an optional text, multipart; the id goes as Idempotency-Key too (a FormData body has no requestId field to read). */
export function sendChatImage(requestId: string, text: string, image: File) {
  const form = new FormData();
  form.append('requestId', requestId);
  form.append('text', text);
  form.append('image', image, image.name);
  return apiSend<ChatMessage>('POST', chat.sendImage, form, {
    'Idempotency-Key': requestId,
    ...chatIdentity(),
  });
}
export const getChatImage = (id: number) =>
  apiBlob(pathOf(chat.messageImage, { messageId: id }), chatIdentity());
export const markChatRead = (upTo: number) => api(chat.read, { body: { upTo }, headers: chatIdentity() });

export async function startGuestChat(captchaId: string, captcha: string): Promise<void> {
  const { guestToken: token } = await api(chat.guest, { body: { captchaId, captcha } });
  write('local', GUEST_KEY, token);
}

/** After login: the guest chat of this browser continues in the member's conversation. */
export async function adoptGuestChat(): Promise<void> {
  const token = guestToken();
  if (!token || !hasToken()) return;
  await api(chat.adopt, { body: { guestToken: token } });
  forgetGuest();
}
