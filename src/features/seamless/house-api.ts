import type { z } from 'zod';
import type { CallSchemas, Endpoint } from '../../../contract/endpoint';
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

/** A house call's query or body (contract/house/schemas.ts) without the `nodeId`, which the session gives. */
type Input<S extends CallSchemas, K extends 'query' | 'body'> = S extends {
  [k in K]: infer I extends z.ZodType;
}
  ? Omit<z.input<I>, 'nodeId'>
  : never;
type Answer<S extends CallSchemas> = z.output<S['value']>;

/** A GET of contract/house/endpoints.ts, with the game's node id in its query. */
export const houseGet = <S extends CallSchemas>(
  s: GameSession,
  call: Endpoint<S, 'GET'>,
  query: Input<S, 'query'> | Record<never, never> = {},
) => {
  const q = new URLSearchParams({
    nodeId: String(s.nodeId),
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return request<Answer<S>>(s, 'GET', `${call.path}?${q}`);
};
/** A POST of contract/house/endpoints.ts, with the game's node id in its body. */
export const housePost = <S extends CallSchemas>(
  s: GameSession,
  call: Endpoint<S, 'POST'>,
  body: Input<S, 'body'>,
) => request<Answer<S>>(s, 'POST', call.path, { nodeId: s.nodeId, ...body });
