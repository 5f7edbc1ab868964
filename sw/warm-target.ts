import { isGameImage, isLobbyData } from './api-paths';

/**
 * What the worker stores for a URL the page loaded: a guest's copy (the worker has no session).
 * A member's announcements (execution A, F) become the guest's (B): that is what the app asks
 * for when it is reopened, its session gone.
 */
export function warmTarget(href: string, origin: string): { kind: 'data' | 'image'; url: string } | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (isGameImage(url.pathname)) return { kind: 'image', url: url.href };
  if (!isLobbyData(url.pathname)) return null;
  if (url.searchParams.has('execution')) url.searchParams.set('execution', 'B');
  return { kind: 'data', url: url.href };
}
