import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { Call, CallSchemas } from '../../../contract/endpoint';
import { envelope, ErrorEnvelope } from '../../../contract/envelope';
import type { AppEnv } from '../context/deps';
import { AppError } from '../context/errors';

/** A schema miss as every router answers it (the claim lane too): BAD_REQUEST naming the first failing field. */
export function validationRefusal(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const issue = issues[0];
  const field = issue?.path.join('.') || undefined;
  return new AppError('BAD_REQUEST', issue ? `${field ?? 'input'}: ${issue.message}` : 'invalid input', {
    ...(field ? { field } : {}),
  });
}

/** A router whose zod validation failures become BAD_REQUEST with the failing field, never a 500. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationRefusal(result.error.issues);
    },
  });
}

/** The error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: {
    description: 'Bad input (code BAD_REQUEST)',
    content: { 'application/json': { schema: ErrorEnvelope } },
  },
  451: {
    description: 'Visitor region blocked (REGION_RESTRICTED)',
    content: { 'application/json': { schema: ErrorEnvelope } },
  },
  503: {
    description:
      'Maintenance (MAINTENANCE), or the database is briefly away (SERVICE_UNAVAILABLE, with Retry-After)',
    content: { 'application/json': { schema: ErrorEnvelope } },
  },
} as const;

export function jsonContent<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** What a route's OpenAPI description adds to its call (contract/endpoint.ts). */
export type RouteDoc = {
  tags: string[];
  summary: string;
  /** The 200 answer's description; the summary when not given. */
  answer?: string;
  description?: string;
  security?: { [scheme: string]: string[] }[];
  middleware?: MiddlewareHandler<AppEnv> | MiddlewareHandler<AppEnv>[];
  /** Headers the call needs (the house games' launch token), documented and checked by zod. */
  headers?: ZodType;
  /** The JSON body may be left out (its schema's defaults then stand); a body is required otherwise. */
  optionalBody?: true;
  /** The answers beside 200: errors (`errorResponses` and the feature's own), a 304. */
  errors: Record<number, ReturnType<typeof jsonContent<typeof ErrorEnvelope>> | { description: string }>;
};

/** Calls made with the session's bearer token (requireSession). */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * A feature's two kinds of route doc, with its tags and error answers: public calls (guests too)
 * and the member's, by the session's bearer token.
 */
export function routeDocs(tags: string[], errors: RouteDoc['errors']) {
  const publicDoc = (summary: string, answer: string) =>
    ({ tags, summary, answer, errors }) satisfies RouteDoc;
  const memberDoc = (summary: string, answer: string) =>
    ({ ...publicDoc(summary, answer), security: bearerSecurity }) satisfies RouteDoc;
  return { publicDoc, memberDoc };
}

type JsonBody<B> = { body: { content: { 'application/json': { schema: B } }; required: true } };
type None = Record<never, never>;
type RequestOf<C extends CallSchemas> = (C extends { params: infer P } ? { params: P } : None) &
  (C extends { query: infer Q } ? { query: Q } : None) &
  (C extends { body: infer B } ? JsonBody<B> : None);

/**
 * The route of one call described in contract/ (decision 064): method, path and the request's
 * schemas come from the call, the 200 answer is the envelope of its `value`, so a handler's answer
 * is typed by the contract. `app.openapi(route(call, doc), handler)` registers it.
 */
export function route<C extends Call, D extends RouteDoc>(call: C, doc: D) {
  const { answer, errors, optionalBody, headers, ...rest } = doc;
  const request: Record<string, unknown> = {};
  if (call.params) request.params = call.params;
  if (call.query) request.query = call.query;
  if (headers) request.headers = headers;
  if (call.body)
    request.body = { content: { 'application/json': { schema: call.body } }, required: !optionalBody };
  return createRoute({
    method: call.method.toLowerCase() as Lowercase<C['method']>,
    path: call.path,
    ...rest,
    request: request as RequestOf<C>,
    responses: {
      200: jsonContent(envelope(call.value as C['value']), answer ?? doc.summary),
      ...(errors as D['errors']),
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
/**
 * One route file of a feature's `routes/` folder: adds its call to the feature's router (one call a
 * file, so a call is found by its name).
 */
export type RouteFile<Ctx> = (app: Router, ctx: Ctx) => void;
