import { useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import type { CallSchemas, Endpoint, Method } from '../../contract/endpoint';
import { apiGet, apiSend, type Query } from './api';

/*
 * The typed client (decision 064): a call described in `contract/<feature>/endpoints.ts`, its input and answer
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

export type ObjectUrl = { url: string | null; failed: boolean; fail: () => void };

/**
 * A picture behind the reader's credentials (an <img src> cannot send them), for the header's
 * avatar and chat's images: `load(key)` fetches it as a blob whenever `key` changes (null: nothing
 * to load yet), shown from an object URL revoked when the key changes or the component goes, so no
 * blob outlives its picture; `fail` is for the <img>'s own error. It lives here because every chunk
 * that shows such a picture already loads this one: a module of its own would be one more file in
 * the entry's preload map.
 */
export function useObjectUrl<K>(key: K | null, load: (key: K) => Promise<Blob>): ObjectUrl {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let objectUrl: string | null = null;
    setFailed(false);
    load(key)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key, load]);
  return { url, failed, fail: () => setFailed(true) };
}

export type PreviewUrls = { add: (file: File) => string; release: (url: string) => void };

/**
 * Object URLs that preview the pictures a form is about to send (feedback, a promotion's
 * application): `release` one when its picture leaves the form, and the rest go with the form.
 * Here beside useObjectUrl, for the same reason: both forms' chunks load this module already.
 */
export function usePreviewUrls(): PreviewUrls {
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const live = urls.current;
    return () => live.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return useMemo(
    () => ({
      add: (file) => {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        return url;
      },
      release: (url) => {
        URL.revokeObjectURL(url);
        urls.current.delete(url);
      },
    }),
    [],
  );
}
