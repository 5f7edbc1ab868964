import { signal } from '@preact/signals-react';
import { captureInstallPrompt } from '../features/download/install-prompt';
import { whenIdle } from '../lib/idle';

/** True when a new version is installed and waiting; the page asks before it takes over. */
export const updateReady = signal(false);

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The lobby's data calls must still be listed when the worker is asked to store them (the
  // default buffer of 250 entries fills with tile pictures on a long lobby).
  performance.setResourceTimingBufferSize(1000);
  // Now, not later: the browser offers the install prompt once, early.
  captureInstallPrompt();
  // The registration code and workbox-window load only now (sw-client.ts): never on the critical path.
  const run = () =>
    void import('./sw-client')
      .then((client) => client.register())
      .catch((err: unknown) => console.warn('Service worker registration failed', err));
  // After load and an idle moment: the worker's script and its precache download must not share
  // a slow line with the first screen's pictures.
  const start = () => whenIdle(run, 3000);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Tells the waiting worker to activate; only offered once the worker client has loaded. */
export function applyUpdate(): void {
  void import('./sw-client').then((client) => client.applyUpdate());
}
