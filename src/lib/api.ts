import type { $Fetch, FetchError } from 'ofetch';
import type { ErrorCode } from '../../contract/errors';
import type { Language } from '../../contract/common';
import { nextTask } from './idle';
import type { CallSchemas, Endpoint } from '../../contract/endpoint';
import type { AnswerOf, BodyOf, MethodOf, OtherPath, PathOf, QueryOf } from '../../contract/paths';

/**
 * The one API client. Every response is the envelope `{ success, code, message, value }`; callers
 * get `value` or an ApiError carrying `code`. The server's `message` is for logs only and is never
 * shown: the UI picks a translated text by code (src/lib/errors.ts).
 */

/** Server codes plus the two failures that never reach a server answer. */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'UNKNOWN';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    readonly status?: number,
    /** The input field that failed validation, when the server names one. */
    readonly field?: string,
    /** Extra facts of the error value: seconds to wait, captcha now required. */
    readonly details: ErrorDetails = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/**
 * A server code as the server sent it. The list of known codes is not checked here: it would sit
 * in the lobby's first download (decision 041), and a client cached by the service worker can meet
 * a code newer than itself anyway. `errorCodeOf` (src/lib/errors.ts, loaded with the first screen
 * that shows an error) answers UNKNOWN for a code it has no text for.
 */
function serverCodeOf(code: unknown): ClientErrorCode {
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) ? (code as ClientErrorCode) : 'UNKNOWN';
}

export type ErrorDetails = {
  retryAfter?: number;
  captchaRequired?: boolean;
  /** TURNOVER_NOT_MET: bonus turnover still to bet, minor units. */
  remainingTurnover?: string;
  /** RULE_FAILED: the promotion rule the member does not meet (contract/rewards/schemas.ts ruleNames). */
  rule?: string;
};

type EnvelopeLike = { success?: unknown; code?: unknown; value?: unknown };

function isEnvelope(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && 'success' in body && 'code' in body;
}

function fieldOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('field' in value)) return undefined;
  return typeof value.field === 'string' ? value.field : undefined;
}

function detailsOf(value: unknown): ErrorDetails {
  if (typeof value !== 'object' || value === null) return {};
  const details: ErrorDetails = {};
  if ('retryAfter' in value && typeof value.retryAfter === 'number' && Number.isFinite(value.retryAfter))
    details.retryAfter = value.retryAfter;
  if ('captchaRequired' in value && value.captchaRequired === true) details.captchaRequired = true;
  if (
    'remainingTurnover' in value &&
    typeof value.remainingTurnover === 'string' &&
    /^\d+$/.test(value.remainingTurnover)
  )
    details.remainingTurnover = value.remainingTurnover;
  if ('rule' in value && typeof value.rule === 'string') details.rule = value.rule;
  return details;
}

/** The `value` of a successful envelope; anything else becomes an ApiError. */
export function unwrap<T>(body: unknown, status?: number): T {
  if (!isEnvelope(body)) throw new ApiError('UNKNOWN', status);
  if (body.success === true && body.code === 'OK') return body.value as T;
  throw new ApiError(serverCodeOf(body.code), status, fieldOf(body.value), detailsOf(body.value));
}

/** By name, not instanceof: ofetch's class is in a chunk of its own that may not have loaded. */
function isFetchError(err: unknown): err is FetchError {
  return err instanceof Error && err.name === 'FetchError';
}

/** Maps whatever a request threw to an ApiError. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isFetchError(err)) {
    // No response at all (offline, DNS, timeout) is a network failure, not a server answer.
    if (!err.response) return new ApiError('NETWORK');
    try {
      unwrap(err.data, err.statusCode);
    } catch (inner) {
      if (inner instanceof ApiError) return inner;
    }
    return new ApiError('UNKNOWN', err.statusCode);
  }
  return new ApiError('UNKNOWN');
}

type Context = { language: Language; token: () => string | null };
const context: Context = { language: 'vi', token: () => null };
type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/** i18n sets the language; the session module provides the token. Avoids import cycles. */
export function configureApi(next: Partial<Context>): void {
  Object.assign(context, next);
}

/** Lets the status gate re-check the site when any call reports maintenance or a region block. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

let client: Promise<$Fetch> | null = null;

/**
 * ofetch (with ufo and destr, about 4 KB gzipped) is not needed for the first paint: it is a chunk
 * of its own (decision 041), asked for as the app starts (`src/main.tsx`), so the first calls,
 * made after the first render, find it loaded. A failed load is tried again by the next call.
 */
export function loadApiClient(): Promise<$Fetch> {
  client ??= import('ofetch').then(
    ({ ofetch }) =>
      ofetch.create({
        retry: 0,
        timeout: 15_000,
        onRequest({ options }) {
          const headers = new Headers(options.headers);
          headers.set('Accept-Language', context.language);
          const token = context.token();
          if (token) headers.set('Authorization', `Bearer ${token}`);
          options.headers = headers;
        },
      }),
    (err: unknown) => {
      client = null;
      console.warn('API client failed to load', err);
      throw new ApiError('NETWORK');
    },
  );
  return client;
}

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

export type Query = Record<string, string | number | boolean | undefined>;

/** The last call's turn: each call starts in the task after the one before it. */
let lastTurn = Promise.resolve();

/**
 * The client for a call, in a task of its own. The first screen asks for a dozen answers before
 * the client's chunk has come; they all woke when it did, and starting a dozen fetches (a few ms
 * each on a cheap phone) in one go was one long task (Lighthouse: total blocking time). Now each
 * starts in the task after the one before it, in the order they were made; a call made later (a
 * tap) starts in the task right after its own.
 */
async function clientForCall(): Promise<$Fetch> {
  const client = await loadApiClient();
  await (lastTurn = lastTurn.then(nextTask));
  return client;
}

/** One call through the client: its envelope's value, or an ApiError told to the listeners. */
export async function call<T>(run: (client: $Fetch) => Promise<unknown>): Promise<T> {
  try {
    return unwrap<T>(await run(await clientForCall()));
  } catch (err) {
    const error = toApiError(err);
    for (const listener of errorListeners) listener(error);
    throw error;
  }
}

/**
 * GET with the current `language` added to the query, as every lobby call takes it. A path of
 * contract/paths.ts takes its query and answer types from its endpoint (types only: the lobby's
 * entry calls these without `api()`, decision 081); a GET-only overload, so a write's path fails.
 */
export function apiGet<P extends PathOf<Endpoint<CallSchemas, 'GET'>>>(
  path: P,
  query?: QueryOf<P>,
  headers?: Record<string, string>,
): Promise<AnswerOf<P>>;
export function apiGet<T>(path: OtherPath, query?: Query, headers?: Record<string, string>): Promise<T>;
export function apiGet<T>(path: string, query: Query = {}, headers?: Record<string, string>): Promise<T> {
  return call<T>((client) =>
    client(path, {
      method: 'GET',
      query: { language: context.language, ...query },
      ...(headers ? { headers } : {}),
    }),
  );
}

/**
 * A body's `requestId` is the server's idempotency key (wallet transfers, for one). It is also sent
 * as the Idempotency-Key header: the service worker retries a failed write on another domain line
 * only when it carries one, since the server then applies it at most once.
 */
function idempotencyHeaders(body?: object): Record<string, string> | undefined {
  const key = body && 'requestId' in body ? body.requestId : undefined;
  return typeof key === 'string' && key ? { 'Idempotency-Key': key } : undefined;
}

/** A write; a path of contract/paths.ts must come with its endpoint's method and body. */
export function apiSend<P extends PathOf<Endpoint<CallSchemas, WriteMethod>>>(
  method: MethodOf<P> & WriteMethod,
  path: P,
  body?: BodyOf<P> & object,
): Promise<AnswerOf<P>>;
export function apiSend<T>(
  method: WriteMethod,
  path: OtherPath,
  body?: object,
  extraHeaders?: Record<string, string>,
): Promise<T>;
export function apiSend<T>(
  method: WriteMethod,
  path: string,
  body?: object,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const headers = { ...idempotencyHeaders(body), ...extraHeaders };
  return call<T>((client) => client(path, { method, body, headers }));
}

/** The headers every call carries (language, session), for a request made without ofetch (a stream). */
export function baseHeaders(): Record<string, string> {
  const token = context.token();
  return { 'Accept-Language': context.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** An image that needs the session (the avatar): fetched with the Bearer header as a blob. */
export async function apiBlob(path: string, headers?: Record<string, string>): Promise<Blob> {
  try {
    // no-store: the URL is the same for every account, so a cached copy could be someone else's.
    const client = await loadApiClient();
    return await client(path, {
      method: 'GET',
      responseType: 'blob',
      cache: 'no-store',
      ...(headers ? { headers } : {}),
    });
  } catch (err) {
    const error = toApiError(err);
    for (const listener of errorListeners) listener(error);
    throw error;
  }
}
