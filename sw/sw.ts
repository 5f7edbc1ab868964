/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerNavigation } from './navigation';
import { listenForSkipWaiting } from './lifecycle';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The app shell and every lazy chunk, injected at build time; old precaches are dropped on activate.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerNavigation();
listenForSkipWaiting(self);

// API calls (/wps, /lgw, /openapi.json, /ping.json) have no route here, so they always go to the
// network: money and session data must never be served stale.
