import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths the server answers itself; a navigation there must reach the network, not the app shell. */
export const apiPathPatterns: RegExp[] = [
  /^\/wps\//,
  /^\/lgw\//,
  /^\/img\//,
  /^\/openapi\.json$/,
  /^\/ping\.json$/,
  /^\/(healthz|readyz)$/,
];

/** Every page navigation gets the precached index.html, so any route opens offline. */
export function registerNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: apiPathPatterns }));
}
