import { warmData } from './data-cache';
import { warmImage } from './image-cache';
import { warmTarget } from './warm-target';

/**
 * The first visit: the lobby's calls went out before the worker controlled the page (on a slow
 * line, for ten seconds and more), so none of them was stored. The page tells the worker which
 * ones it made; the worker fetches and stores them itself, so the installed app opens offline with
 * its lobby.
 */
type WarmRequest = { type: 'WARM_LOBBY'; urls: string[] };

const maxUrls = 120;

function isWarmRequest(data: unknown): data is WarmRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  return type === 'WARM_LOBBY' && Array.isArray(urls) && urls.every((u) => typeof u === 'string');
}

async function warm(urls: string[], origin: string): Promise<void> {
  const targets = new Map<string, 'data' | 'image'>();
  for (const href of urls.slice(0, maxUrls)) {
    const target = warmTarget(href, origin);
    if (target) targets.set(target.url, target.kind);
  }
  // One at a time (on a slow line the page's own calls come first), the lobby's answers before pictures.
  const all = [...targets];
  for (const [url] of all.filter(([, kind]) => kind === 'data')) await warmData(url).catch(() => undefined);
  for (const [url] of all.filter(([, kind]) => kind === 'image')) await warmImage(url).catch(() => undefined);
}

export function listenForWarmUp(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isWarmRequest(event.data)) event.waitUntil(warm(event.data.urls, scope.location.origin));
  });
}
