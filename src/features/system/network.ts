import { signal } from '@preact/signals-react';

/** The browser's idea of the network; the screens that need the server follow it. */
export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (online.value = true));
  window.addEventListener('offline', () => (online.value = false));
}

/**
 * Money and account screens: offline they would show a stale balance or take an order that
 * cannot be sent, so they say the network is needed instead (the lobby works from its cache).
 */
export function needsNetwork(path: string): boolean {
  return /^\/(member|seamless|pointMall|luckyWheel|goldenEgg)(\/|$)/i.test(path);
}
