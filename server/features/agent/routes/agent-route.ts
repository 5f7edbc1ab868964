import type { Context, MiddlewareHandler } from 'hono';
import { ErrorEnvelope } from '../../../../contract/envelope';
import type { AppEnv, Deps } from '../../../core/context/deps';
import { ok } from '../../../core/context/errors';
import { errorResponses, jsonContent, type RouteDoc, type Router } from '../../../core/http/openapi';

/**
 * What every agent-centre route shares. Each route is a file of its own in this folder that adds
 * its call (contract/agent/endpoints.ts) to the agent router (`add(app, deps, middleware)`);
 * `index.ts` lists them in order.
 */
export type AgentRouter = Router;
export type AgentRoute = (app: AgentRouter, deps: Deps, middleware: MiddlewareHandler<AppEnv>[]) => void;

const agentErrors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Not an agent (NON_AGENT)'),
};
/** The 409 of the register centre's and the contracts' writes. */
export const conflict = { 409: jsonContent(ErrorEnvelope, 'ACCOUNT_EXISTS, WRONG_STATE') };

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

/**
 * The documentation of an agent-centre call: the caller must be a logged-in agent; `errors` are
 * the call's own answers beside the ones every agent call may give.
 */
export const agentDoc = (
  middleware: MiddlewareHandler<AppEnv>[],
  summary: string,
  more: Pick<RouteDoc, 'answer' | 'description'> & { errors?: RouteDoc['errors'] } = {},
) => ({
  tags: ['agent'],
  security: [{ bearerAuth: [] }],
  summary,
  middleware,
  ...(more.answer ? { answer: more.answer } : {}),
  ...(more.description ? { description: more.description } : {}),
  errors: { ...agentErrors, ...more.errors, ...errorResponses },
});
