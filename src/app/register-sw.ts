import { signal } from '@preact/signals-react';
import type { Workbox } from 'workbox-window';

/** True when a new version is installed and waiting; the page asks before it takes over. */
export const updateReady = signal(false);

let workbox: Workbox | null = null;
let reloadOnControl = false;

async function register(): Promise<void> {
  // Loaded only now, after the page has loaded: registration is never on the critical path.
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateReady.value = true;
  });
  workbox.addEventListener('controlling', () => {
    // Only reload for an update the visitor accepted; the first install takes no control.
    if (reloadOnControl) window.location.reload();
  });
  await workbox.register();
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    void register().catch((err: unknown) => console.warn('Service worker registration failed', err));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Tells the waiting worker to activate (it only skips waiting when asked); the page reloads once it controls. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadOnControl = true;
  workbox.messageSkipWaiting();
}
