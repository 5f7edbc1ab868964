import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../../contract/envelope';
import type { Deps } from '../../../core/context/deps';
import { ok } from '../../../core/context/errors';
import type { createLimits } from '../../../core/limits/limits';
import { errorResponses, jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import type { ChatHub } from '../hub';

/** What live chat's route files share: built once per router, one hub per node. */
export type ChatContext = { deps: Deps; hub: ChatHub; limits: ReturnType<typeof createLimits> };
export type ChatRoute = RouteFile<ChatContext>;

/** The answers every member or guest call may give. */
export const memberErrors = {
  401: jsonContent(
    ErrorEnvelope,
    'NOT_LOGGED_IN (no session, no guest token), INVALID_TOKEN (unknown guest token)',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};

/** The answers every console call may give (behind a staff session or an operator key). */
export const opsErrors = {
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS (missing, unknown or revoked key or staff session)'),
  403: jsonContent(ErrorEnvelope, 'FORBIDDEN (the role may not make this call, decision 102)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(ErrorEnvelope, 'WRONG_STATE (claimed by another operator, or closed)'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
export const opsTags = ['operator'];
export const opsSecurity: { [scheme: string]: string[] }[] = [{ staffSession: [] }, { operatorKey: [] }];

/** A member's or guest's call; `errors` defaults to the ones every such call may give. */
export const memberDoc = (summary: string, answer: string, more: Partial<RouteDoc> = {}) =>
  ({ tags: ['chat'], summary, answer, errors: memberErrors, ...more }) satisfies RouteDoc;

/** A console call: a staff session or the operator key, its errors. */
export const opsDoc = (summary: string, answer: string) =>
  ({ tags: opsTags, security: opsSecurity, summary, answer, errors: opsErrors }) satisfies RouteDoc;

/** A member's chat is theirs alone: no shared cache keeps it. */
export const memberReply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
export const opsReply = <T>(c: Context, value: T) => c.json(ok(value), 200);

/**
 * The OpenAPI entry of an event stream: Server-Sent Events are no JSON answer, so the 200 is
 * `text/event-stream` and its description names each event and the schema of its data.
 */
export const streamDoc = (path: string, summary: string, events: string, more: Partial<RouteDoc>) =>
  createRoute({
    method: 'get',
    path,
    summary,
    description:
      'Server-Sent Events with a heartbeat comment every 15 s, closed after 5 min (reconnect with ' +
      `Last-Event-ID). Events: ${events}.`,
    tags: more.tags ?? ['chat'],
    ...(more.security ? { security: more.security } : {}),
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...(more.errors ?? memberErrors),
    },
  });
