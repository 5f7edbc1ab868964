import { signal } from '@preact/signals-react';
import type { Workbox } from 'workbox-window';
import { captureInstallPrompt } from '../features/download/install-prompt';
import { whenIdle } from '../lib/idle';

/** True when a new version is installed and waiting; the page asks before it takes over. */
export const updateReady = signal(false);

/** A session can last hours: look for a new deploy now and then, and when the app comes back into view. */
const updateCheckEveryMs = 30 * 60_000;

let workbox: Workbox | null = null;
let reloadOnControl = false;

function checkForUpdate(): void {
  void workbox?.update().catch(() => undefined);
}

/**
 * The lobby calls and pictures this page loaded before the worker controlled it (a first visit):
 * the worker fetches and stores them itself (sw/warm.ts), so the installed app opens offline with
 * the lobby the visitor saw. The worker picks what it may keep; it skips what it has.
 */
function askWorkerToStoreLobby(): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(
      (name) => name.startsWith(`${location.origin}/`) && /^\/(lgw|wps|img)\//.test(new URL(name).pathname),
    );
  if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: 'WARM_LOBBY', urls });
}

async function register(): Promise<void> {
  // Loaded only now, once the page has loaded and gone idle: never on the critical path.
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // The new worker waits; the running page keeps its own chunks until the visitor says yes.
    updateReady.value = true;
  });
  workbox.addEventListener('controlling', () => {
    // Only reload for an update the visitor accepted; the first install takes no reload.
    if (reloadOnControl) window.location.reload();
    else askWorkerToStoreLobby();
  });
  await workbox.register();
  // Controlled from the start (a later visit) or claimed before this listener: the same request.
  if (navigator.serviceWorker.controller) askWorkerToStoreLobby();
  setInterval(checkForUpdate, updateCheckEveryMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The lobby's data calls must still be listed when the worker is asked to store them (the
  // default buffer of 250 entries fills with tile pictures on a long lobby).
  performance.setResourceTimingBufferSize(1000);
  captureInstallPrompt();
  const run = () =>
    void register().catch((err: unknown) => console.warn('Service worker registration failed', err));
  // After load and an idle moment: the worker's script and its precache download must not share
  // a slow line with the first screen's pictures.
  const start = () => whenIdle(run, 3000);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Tells the waiting worker to activate (it only skips waiting when asked); the page reloads once it controls. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadOnControl = true;
  updateReady.value = false;
  workbox.messageSkipWaiting();
}
