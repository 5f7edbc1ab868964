import { isApiPath, isGameImage, isLobbyData, isStatus } from './api-paths';
import { networkFirstStatus, staleWhileRevalidate } from './data-cache';
import { fetchWithFailover, keepLinesFresh, reprobePrimary } from './failover';
import { cachedImage } from './image-cache';

/**
 * Every API call of the page passes here: lobby content and seen images are kept in IndexedDB,
 * the site status falls back to its last answer, and everything else (money, session, member)
 * goes to the network only, never stored. All of them fail over to another line.
 */
export function routeApiCalls(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('fetch', (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin || request.mode === 'navigate' || !isApiPath(url.pathname))
      return;
    event.waitUntil(Promise.all([keepLinesFresh(), reprobePrimary()]).catch(() => undefined));
    const isGet = request.method === 'GET';
    if (isGet && isLobbyData(url.pathname)) event.respondWith(staleWhileRevalidate(event));
    else if (isGet && isGameImage(url.pathname)) event.respondWith(cachedImage(event));
    else if (isGet && isStatus(url.pathname)) event.respondWith(networkFirstStatus(event));
    else event.respondWith(fetchWithFailover(request));
  });
}
