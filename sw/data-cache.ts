import { get, set } from 'idb-keyval';
import { storedAudience } from './api-paths';
import { fetchWithFailover } from './failover';
import { dataStore } from './stores';

type Stored = { body: string; type: string; at: number };

/**
 * The key is the full URL (path, query, language), plus whether a session was sent where the
 * answer depends on it (isSessionBound): a member's copy of those is never handed to a guest.
 */
function keyOf(request: Request): string {
  const audience = storedAudience(new URL(request.url).pathname, request.headers.has('Authorization'));
  return `${audience} ${request.url}`;
}

function isSuccessEnvelope(text: string): boolean {
  try {
    const body = JSON.parse(text) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}

async function store(key: string, res: Response): Promise<void> {
  if (res.status !== 200) return;
  const text = await res.clone().text();
  if (!isSuccessEnvelope(text)) return;
  const type = res.headers.get('Content-Type') ?? 'application/json';
  await set(key, { body: text, type, at: Date.now() } satisfies Stored, dataStore);
}

function fromStore(stored: Stored): Response {
  return new Response(stored.body, {
    status: 200,
    headers: { 'Content-Type': stored.type, 'X-SW-Cache': 'stale' },
  });
}

/**
 * Stale-while-revalidate from IndexedDB for lobby content (vendor lists, lanes, menus, hot games,
 * banners): the stored copy answers at once, offline included, and the network refreshes it.
 */
export async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const key = keyOf(request);
  const stored = await get<Stored>(key, dataStore).catch(() => undefined);
  const fresh = fetchWithFailover(request.clone()).then(async (res) => {
    await store(key, res).catch(() => undefined);
    return res;
  });
  if (!stored) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return fromStore(stored);
}

/**
 * The site status goes to the network first; the last answer is kept so that a visitor who went
 * offline during maintenance still sees the maintenance page (with its end time) on reload.
 */
export async function networkFirstStatus(event: FetchEvent): Promise<Response> {
  const key = 'status';
  try {
    const res = await fetchWithFailover(event.request.clone());
    await store(key, res).catch(() => undefined);
    return res;
  } catch (err) {
    const stored = await get<Stored>(key, dataStore).catch(() => undefined);
    if (stored) return fromStore(stored);
    throw err;
  }
}

/**
 * Fetches and stores a guest's copy of one lobby answer unless one is kept already: the page's
 * first calls went out before the worker was there (decision 017), and the installed app opened
 * offline must not find its lobby empty.
 */
export async function warmData(url: string): Promise<void> {
  const request = new Request(url);
  const key = keyOf(request);
  if (await get(key, dataStore).catch(() => undefined)) return;
  await store(key, await fetchWithFailover(request));
}
