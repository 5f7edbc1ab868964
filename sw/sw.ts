/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { routeApiCalls } from './api';
import { keepLinesFresh } from './failover';
import { registerNavigation } from './navigation';
import { listenForSkipWaiting } from './lifecycle';
import { listenForSpeedTests } from './messages';
import { listenForWarmUp } from './warm';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// API calls first: lobby content and images from IndexedDB, failover, money never stored.
routeApiCalls(self);
// The app shell and every lazy chunk, injected at build time; old precaches are dropped on activate.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerNavigation();
listenForSkipWaiting(self);
listenForSpeedTests(self);
listenForWarmUp(self);
// A worker only activates on a first visit (nothing to mix with) or after the visitor accepted
// an update (the page reloads): in both cases it may take control of open pages at once.
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(keepLinesFresh().catch(() => undefined)));
