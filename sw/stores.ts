import { createStore } from 'idb-keyval';

/**
 * The worker's IndexedDB stores (idb-keyval: one object store per database). They survive the
 * worker being stopped and the app being closed, which the worker's memory does not.
 */
export const dataStore = createStore('sw-lobby-data', 'responses');
export const imageStore = createStore('sw-lobby-images', 'images');
export const lineStore = createStore('sw-lines', 'lines');
