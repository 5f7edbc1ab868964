import { activeOrigin, keepLinesFresh } from './failover';
import { speedTest, storedLines } from './lines';

type SpeedTestRequest = { type: 'SPEED_TEST' };

function isSpeedTest(data: unknown): data is SpeedTestRequest {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SPEED_TEST';
}

/** The speed modal asks the worker: it can reach every line (the page's CSP allows only its own origin). */
export function listenForSpeedTests(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    const port = event.ports[0];
    if (!isSpeedTest(event.data) || !port) return;
    event.waitUntil(
      (async () => {
        await keepLinesFresh();
        const lines = (await storedLines())?.lines ?? [];
        const results = await speedTest(lines);
        port.postMessage({ type: 'SPEED_RESULT', lines: results, current: await activeOrigin() });
      })().catch(() => port.postMessage({ type: 'SPEED_RESULT', lines: [], current: null })),
    );
  });
}
