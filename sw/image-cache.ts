import { del, get, set } from 'idb-keyval';
import { fetchWithFailover } from './failover';
import { evictions, type Index } from './lru';
import { imageStore } from './stores';

/**
 * Game, vendor and banner images the player has seen, kept in IndexedDB so the lobby shows them
 * offline. Bounded by total size: the least recently used are dropped past the cap.
 */
export const imageCapBytes = 12 * 1024 * 1024;
const maxImageBytes = 512 * 1024;

let index: Index | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Index changes run one at a time: two images arriving together must not overwrite each other's entry. */
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

async function loadIndex(): Promise<Index> {
  index ??= (await get<Index>('index', imageStore)) ?? {};
  return index;
}

async function remember(url: string, blob: Blob): Promise<void> {
  await serial(async () => {
    const idx = await loadIndex();
    await set(`img ${url}`, blob, imageStore);
    idx[url] = { size: blob.size, used: Date.now() };
    for (const old of evictions(idx, imageCapBytes)) {
      delete idx[old];
      await del(`img ${old}`, imageStore);
    }
    await set('index', idx, imageStore);
  });
}

async function touch(url: string): Promise<void> {
  await serial(async () => {
    const idx = await loadIndex();
    const entry = idx[url];
    if (!entry) return;
    entry.used = Date.now();
    await set('index', idx, imageStore);
  });
}

/** Cache first: a seen image never changes under the same URL (new art gets a new file name). */
export async function cachedImage(event: FetchEvent): Promise<Response> {
  const url = event.request.url;
  const blob = await get<Blob>(`img ${url}`, imageStore).catch(() => undefined);
  if (blob) {
    event.waitUntil(touch(url).catch(() => undefined));
    return new Response(blob, { status: 200, headers: { 'Content-Type': blob.type || 'image/png' } });
  }
  const res = await fetchWithFailover(event.request);
  const type = res.headers.get('Content-Type') ?? '';
  if (res.status === 200 && type.startsWith('image/')) {
    const copy = await res.clone().blob();
    if (copy.size <= maxImageBytes) event.waitUntil(remember(url, copy).catch(() => undefined));
  }
  return res;
}

/** Stores one image the page showed before the worker was there, unless it is kept already. */
export async function warmImage(url: string): Promise<void> {
  if (await get(`img ${url}`, imageStore).catch(() => undefined)) return;
  const res = await fetchWithFailover(new Request(url));
  if (res.status !== 200 || !(res.headers.get('Content-Type') ?? '').startsWith('image/')) return;
  const copy = await res.blob();
  if (copy.size <= maxImageBytes) await remember(url, copy);
}
