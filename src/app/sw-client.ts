import { Workbox } from 'workbox-window';
import { updateReady } from './register-sw';

/**
 * The page's side of the service worker: registration, update checks and the first visit's
 * offline cache. A chunk of its own, loaded once the page has loaded and gone idle
 * (`register-sw.ts`): none of it is needed for the first paint (decision 041).
 */

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

export async function register(): Promise<void> {
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

/** Tells the waiting worker to activate (it only skips waiting when asked); the page reloads once it controls. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadOnControl = true;
  updateReady.value = false;
  workbox.messageSkipWaiting();
}
