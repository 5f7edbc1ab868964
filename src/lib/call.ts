import type { z } from 'zod';
import type { CallSchemas, Endpoint, Method } from '../../contract/endpoint';
import { apiGet, apiSend, type Query } from './api';

/*
 * The typed client (decision 064): a call described in `contract/endpoints/`, its input and answer
 * typed by the contract's schemas (types only: no zod in the bundle). A module of its own, beside
 * the transport of api.ts, so that only the chunks that call it carry it, not the lobby's entry.
 */

type Input<S extends CallSchemas, M extends Method> = (S extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : unknown) &
  // Every GET carries the visitor's language already (apiGet), so a call need not give it; a
  // write sends no query at all (as apiSend).
  (M extends 'GET'
    ? S extends { query: infer Q extends z.ZodType }
      ? { query?: Omit<z.input<Q>, 'language'> }
      : unknown
    : unknown) &
  (S extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown) & {
    headers?: Record<string, string>;
  };
/** The input of a call: what `api()` takes, and a client of another transport (the console's). */
export type Args<S extends CallSchemas, M extends Method> = S extends { params: unknown } | { body: unknown }
  ? [input: Input<S, M>]
  : [input?: Input<S, M>];

/** `{id}` of a path filled from `params`. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** One call of the contract: GET with its query (and the language), any other method with its body. */
export function api<S extends CallSchemas, M extends Method>(
  endpoint: Endpoint<S, M>,
  ...[input]: Args<S, M>
): Promise<z.output<S['value']>> {
  const { params, query, body, headers } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: object;
    headers?: Record<string, string>;
  };
  const path = pathOf(endpoint.path, params);
  return endpoint.method === 'GET'
    ? apiGet(path, query, headers)
    : apiSend(endpoint.method, path, body, headers);
}
