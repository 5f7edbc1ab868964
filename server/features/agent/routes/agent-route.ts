import type { z } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorEnvelope } from '../../../../contract/envelope';
import type { AppEnv, Deps } from '../../../deps';
import { ok } from '../../../lib/errors';
import { errorResponses, jsonContent, type createRouter } from '../../../lib/openapi';

/**
 * What every agent-centre route shares. Each route is a file of its own in this folder that adds
 * itself to the agent router (`add(app, deps, middleware)`); `index.ts` lists them in order.
 */
export type AgentRouter = ReturnType<typeof createRouter>;
export type AgentRoute = (app: AgentRouter, deps: Deps, middleware: MiddlewareHandler<AppEnv>[]) => void;

const tags = ['agent'];
const security = [{ bearerAuth: [] }];
export const agentErrors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Not an agent (NON_AGENT)'),
};

/** Team figures are per agent and change with every bet: never stored on the way. */
export const reply = <T>(c: Context<AppEnv>, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
export const me = (c: Context<AppEnv>) => c.get('session').accountId;
/** The caller with its account type: opening downlines and invitations depends on it. */
export const agentOf = (c: Context<AppEnv>) => {
  const s = c.get('session');
  return { accountId: s.accountId, type: s.type };
};
export const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** The fields every agent route has: the caller must be a logged-in agent. */
export const agentOnly = (middleware: MiddlewareHandler<AppEnv>[], summary: string) => ({
  tags,
  security,
  summary,
  middleware,
});

/** A GET of the agent centre: the caller must be an agent; the answer is `response`. */
export const agentGet = <Q extends z.ZodObject, R extends z.ZodType>(
  middleware: MiddlewareHandler<AppEnv>[],
  path: string,
  summary: string,
  query: Q,
  response: R,
) =>
  createRoute({
    method: 'get',
    path,
    ...agentOnly(middleware, summary),
    request: { query },
    responses: { 200: jsonContent(response, summary), ...agentErrors, ...errorResponses },
  });

/** A POST of the agent centre with a JSON body. */
export const agentPost = <B extends z.ZodType, R extends z.ZodType>(
  middleware: MiddlewareHandler<AppEnv>[],
  path: string,
  summary: string,
  body: B,
  response: R,
  description?: string,
) =>
  createRoute({
    method: 'post',
    path,
    ...agentOnly(middleware, summary),
    ...(description ? { description } : {}),
    request: json(body),
    responses: {
      200: jsonContent(response, summary),
      ...agentErrors,
      409: jsonContent(ErrorEnvelope, 'ACCOUNT_EXISTS, WRONG_STATE'),
      ...errorResponses,
    },
  });
