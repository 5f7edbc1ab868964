import { ApiError, toApiError, unwrap } from '../../lib/api';

/**
 * Calls to the house provider's game API (ADR 012). The player is named by the launch token
 * (X-Launch-Token), never by the member session, so these go through their own small fetch.
 */
export type GameSession = { token: string; nodeId: number };

/** The game's node id and launch token from the page URL, or null when either is missing. */
export function sessionFromSearch(search: string): GameSession | null {
  const q = new URLSearchParams(search);
  const nodeId = Number(q.get('nodeId'));
  const token = q.get('token');
  if (!Number.isSafeInteger(nodeId) || nodeId < 1 || !token || !/^[A-Za-z0-9_-]{16,128}$/.test(token))
    return null;
  return { token, nodeId };
}

async function request<T>(s: GameSession, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        'x-launch-token': s.token,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('NETWORK');
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(res.status >= 500 ? 'NETWORK' : 'UNKNOWN', res.status);
  }
  try {
    return unwrap<T>(json, res.status);
  } catch (err) {
    throw toApiError(err);
  }
}

export const houseGet = <T>(s: GameSession, path: string, query: Record<string, string | number> = {}) => {
  const q = new URLSearchParams({
    nodeId: String(s.nodeId),
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return request<T>(s, 'GET', `${path}?${q}`);
};
export const housePost = <T>(s: GameSession, path: string, body: object) =>
  request<T>(s, 'POST', path, { nodeId: s.nodeId, ...body });
