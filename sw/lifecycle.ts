type SkipWaitingMessage = { type: 'SKIP_WAITING' };

function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * A new worker waits until the page asks (the visitor accepted the update prompt): taking over
 * mid-session could mix old pages with new chunks.
 */
export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void scope.skipWaiting();
  });
}
