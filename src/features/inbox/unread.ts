import { signal } from '@preact/signals-react';
import { isTrial, session } from '../accounts/session';
import { getUnread } from './inbox-api';

/** The unread count of the header menu (spec section 2). Trial users do not load it (spec section 4). */
export const unreadCount = signal(0);

export async function refreshUnread(): Promise<void> {
  if (!session.peek() || isTrial.peek()) {
    unreadCount.value = 0;
    return;
  }
  try {
    unreadCount.value = (await getUnread()).unread;
  } catch {
    // Keep the last count; the next refresh tries again.
  }
}
