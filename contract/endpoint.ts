import type { z } from 'zod';

/*
 * Endpoints described once (decision 064). A feature's calls are described in its folder
 * `contract/<feature>/`, in three files that import in one direction only:
 *
 * - `schemas.ts`: the zod schemas of each call (params, query, body and the envelope's value)
 *   and `<feature>Schemas`, the map of them by call;
 * - `endpoints.ts`: each call's method and path, plain strings, one export a call, taking the
 *   call's types from `schemas.ts` with `import type`. The PWA imports these at run time without
 *   zod; an unused one is shaken out of the bundle;
 * - `calls.ts`: the two joined by `calls()`; the server registers its handlers from the result.
 *
 * So the typed client (`src/lib/api.ts` `api()`) infers each call's input and answer without
 * loading zod, and nothing in contract/ imports in a circle (tests/unit/contract-graph.test.ts).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schemas of one call; `value` is what the envelope carries on success. */
export type CallSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  value: z.ZodType;
};

/** One call as the client knows it: method and path (`{id}` marks a path parameter). */
export type Endpoint<S extends CallSchemas = CallSchemas, M extends Method = Method> = {
  readonly method: M;
  readonly path: string;
  /** Never set: carries the call's schema types to the typed client and to `calls()`. */
  readonly schemas?: S;
};

/** One call as the server registers it: its endpoint with the schemas themselves. */
export type Call<S extends CallSchemas = CallSchemas, M extends Method = Method> = S & {
  readonly method: M;
  readonly path: string;
};

export const get = <S extends CallSchemas>(path: string): Endpoint<S, 'GET'> => ({ method: 'GET', path });
export const post = <S extends CallSchemas>(path: string): Endpoint<S, 'POST'> => ({ method: 'POST', path });
export const put = <S extends CallSchemas>(path: string): Endpoint<S, 'PUT'> => ({ method: 'PUT', path });
export const del = <S extends CallSchemas>(path: string): Endpoint<S, 'DELETE'> => ({
  method: 'DELETE',
  path,
});

/**
 * A call that is not JSON in and JSON out (decision 081): an upload, an image, an event stream, a
 * multipart form, an answer without the envelope. No schemas to join, so no `calls()` entry: each
 * endpoints module lists these in its `raw` export, beside the path string both sides use.
 */
export type RawEndpoint = {
  readonly method: Method;
  /** The path string export of the module (`{id}` marks a path parameter). */
  readonly path: string;
  /** What the request carries: nothing, a multipart form, the bytes of a file, a url-encoded form. */
  readonly body: 'none' | 'multipart' | 'bytes' | 'form';
  /** The answer: the JSON envelope, bytes (an image), Server-Sent Events, JSON without envelope. */
  readonly answer: 'envelope' | 'bytes' | 'events' | 'json';
  /** What the body or the answer is, in words (the fields of a form, the events of a stream). */
  readonly about: string;
};
export type RawEndpoints = Readonly<Record<string, RawEndpoint>>;

type MethodOf<E> = E extends Endpoint<CallSchemas, infer M> ? M : never;

/**
 * Joins a feature's endpoints (the namespace of its `contract/<feature>/endpoints.ts`) to its
 * schemas, key by key; a string export there (a path prefix the server guards, a path of a raw
 * call) and the `raw` list are no call. A call without schemas, schemas without a call, or an
 * endpoint typed with other schemas than the ones given here fail to compile.
 */
export function calls<S extends Record<string, CallSchemas>, E extends { [K in keyof S]: Endpoint<S[K]> }>(
  endpoints: E & { [K in Exclude<keyof E, keyof S>]: string | RawEndpoints },
  schemas: S,
): { [K in keyof S]: Call<S[K], MethodOf<E[K]>> } {
  const out: Record<string, Call> = {};
  for (const [key, callSchemas] of Object.entries<CallSchemas>(schemas)) {
    const { method, path } = (endpoints as Record<string, Endpoint>)[key]!;
    out[key] = { ...callSchemas, method, path };
  }
  return out as { [K in keyof S]: Call<S[K], MethodOf<E[K]>> };
}
