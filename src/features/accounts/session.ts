import { computed, signal } from '@preact/signals-react';
import { configureApi } from '../../lib/api';
import { parseSession, readStore, writeStore, type StoredSession } from '../../lib/storage';

/**
 * Spec section 4: a token in session storage means logged in. The token lives in session storage
 * (not local) so that closing the tab ends the session on shared phones.
 */
export const session = signal<StoredSession | null>(
  parseSession(readStore('session', 'token'), readStore('session', 'isAgent')),
);
export const isLoggedIn = computed(() => session.value !== null);
export const isAgent = computed(() => session.value?.isAgent === true);

configureApi({ token: () => session.peek()?.token ?? null });

export function saveSession(token: string, agent = false): void {
  const next = parseSession(token, agent ? 'true' : 'false');
  if (!next) return;
  writeStore('session', 'token', next.token);
  writeStore('session', 'isAgent', String(next.isAgent));
  session.value = next;
}

export function clearSession(): void {
  writeStore('session', 'token', null);
  writeStore('session', 'isAgent', null);
  session.value = null;
}

/** Fresh read for route guards: another tab of the same session may have logged out meanwhile. */
export function hasToken(): boolean {
  return parseSession(readStore('session', 'token'), null) !== null;
}

export function hasAgentSession(): boolean {
  const current = parseSession(readStore('session', 'token'), readStore('session', 'isAgent'));
  return current?.isAgent === true;
}
