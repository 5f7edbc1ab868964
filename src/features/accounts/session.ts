import { computed, signal } from '@preact/signals-react';
import type { MemberInfo } from '../../../contract/accounts/schemas';
import type { Language } from '../../../contract/common';
import * as paths from '../../../contract/paths';
import { apiGet, apiSend, configureApi, onApiError } from '../../lib/api';
import { carriesLaunchToken } from '../../lib/route-rules';
import { agentAccountTypes, trialAccountType } from '../../../contract/values';
import { parseToken, read, write, type StoredSession } from '../../lib/storage';

/**
 * Spec section 4: a token in session storage means logged in. The token lives in session storage
 * (not local) so that closing the tab ends the session on shared phones. Member info is kept in a
 * signal and mirrored to the browser-storage keys of spec section 3.
 */
export const session = signal<StoredSession | null>(storedSession());
export const member = signal<MemberInfo | null>(null);
/** Type 4 (spec section 9). Known from storage before member info arrives, so a reload keeps it. */
export const isTrialSession = signal(read('session', 'isTrial'));

export const isLoggedIn = computed(() => session.value !== null);
export const isAgent = computed(() => session.value?.isAgent === true);
export const isTrial = computed(
  () => session.value !== null && (member.value?.isTrial ?? isTrialSession.value),
);

const agentTypes: ReadonlySet<number> = new Set(agentAccountTypes);

export function isAgentType(type: number): boolean {
  return agentTypes.has(type);
}

/** Keys of spec section 3 this module owns in session storage. */
const memberKeys = ['token', 'isAgent', 'isTrial', 'nickname', 'account', 'username', 'customerId'] as const;

function storedSession(): StoredSession | null {
  const token = read('session', 'token');
  return token ? { token, isAgent: read('session', 'isAgent') } : null;
}

export function saveSession(token: string, accountType?: number): void {
  const valid = parseToken(token);
  if (!valid) return;
  const next = { token: valid, isAgent: accountType !== undefined && isAgentType(accountType) };
  const trial = accountType === trialAccountType;
  write('session', 'token', next.token);
  write('session', 'isAgent', next.isAgent);
  write('session', 'isTrial', trial);
  isTrialSession.value = trial;
  member.value = null;
  session.value = next;
}

export function clearSession(): void {
  for (const key of memberKeys) write('session', key, null);
  member.value = null;
  isTrialSession.value = false;
  session.value = null;
}

// The lobby's entry carries these calls (member info, logout, language): their paths come from
// contract/paths.ts, as the endpoints of contract/accounts/endpoints.ts would grow the entry (081).
let loading: Promise<MemberInfo | null> | null = null;

/** GET /wps/member/info; keeps the agent and trial flags in step with what the server says. */
export function loadMemberInfo(): Promise<MemberInfo | null> {
  const current = session.peek();
  if (!current) return Promise.resolve(null);
  loading ??= apiGet(paths.memberInfo)
    .then((info) => {
      // The session may have ended (or changed) while the call was in flight.
      if (session.peek()?.token !== current.token) return null;
      write('session', 'nickname', info.nickname);
      write('session', 'account', info.account);
      write('session', 'username', info.account);
      write('session', 'customerId', String(info.id));
      write('session', 'isAgent', info.isAgent);
      write('session', 'isTrial', info.isTrial);
      isTrialSession.value = info.isTrial;
      if (info.isAgent !== current.isAgent) session.value = { ...current, isAgent: info.isAgent };
      member.value = info;
      return info;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * DELETE /wps/session/logout, best effort: the session ends here even if the server cannot be
 * reached. Spec section 4 clears all of session storage, then the merchant codes come back.
 */
export async function logout(): Promise<void> {
  if (session.peek()) await apiSend('DELETE', paths.logout).catch(() => null);
  const keep = (['merchant', 'merchantCode'] as const).map((key) => [key, read('session', key)] as const);
  try {
    globalThis.sessionStorage.clear();
  } catch {
    // Storage disabled: the keys below are cleared one by one instead.
  }
  clearSession();
  for (const [key, value] of keep) if (value !== null) write('session', key, value);
}

/**
 * Boot (spec section 4): a token in the URL query (a hand-over from another domain or the app) or
 * in storage loads member info. The query token is removed from the address bar at once. On a game
 * or lottery page `?token=` is the game's launch token: taken for a login token, a reload there
 * would end the session (the server rejects it) and lose the game's own link.
 */
export function startSession(): void {
  const fromQuery = takeLoginTokenFromUrl();
  if (fromQuery && fromQuery !== session.peek()?.token) saveSession(fromQuery);
  if (session.peek()) void loadMemberInfo().catch(() => null);
}

function takeLoginTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  if (carriesLaunchToken(url.pathname) || !url.searchParams.has('token')) return null;
  const token = parseToken(url.searchParams.get('token'));
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token;
}

/**
 * Wires the API client to the session: every call carries the token, and any call answering
 * NOT_LOGGED_IN means the token is dead, so it is forgotten. `startApp()` (src/main.tsx) calls it
 * once, before the first render; importing this module changes nothing.
 */
export function connectSessionToApi(): () => void {
  configureApi({ token: () => session.peek()?.token ?? null });
  return onApiError((error) => {
    if (error.code === 'NOT_LOGGED_IN' && session.peek()) clearSession();
  });
}

/** Spec section 4: a language change asks the server to keep the member's language (best effort). */
export function saveMemberLanguage(language: Language): void {
  if (session.peek()) void apiSend('PUT', paths.memberLanguage, { language }).catch(() => null);
}

/** Fresh read for route guards: another tab of the same session may have logged out meanwhile. */
export function hasToken(): boolean {
  return read('session', 'token') !== null;
}

export function hasAgentSession(): boolean {
  return storedSession()?.isAgent === true;
}
