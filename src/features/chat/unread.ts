import { signal } from '@preact/signals-react';
import { hasToken } from '../accounts/session';

/** Operator messages the member has not read: the badge on the customer-service entry. */
export const chatUnread = signal(0);

/** Asks the server (members only; a visitor has no history to count). */
export function refreshChatUnread(): void {
  if (!hasToken()) {
    chatUnread.value = 0;
    return;
  }
  void import('./chat-api')
    .then(({ getChatState }) => getChatState())
    .then((s) => {
      chatUnread.value = s.unread;
    })
    .catch(() => undefined);
}
