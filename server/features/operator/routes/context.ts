import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../../contract/envelope';
import type { Deps } from '../../../core/context/deps';
import { ok } from '../../../core/context/errors';
import { jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';

/**
 * What every /ops route declares: its tag, its credentials (a staff session or an operator key,
 * decision 102), and the errors it may answer.
 */
export const tags = ['operator'];
export const security: { [scheme: string]: string[] }[] = [{ staffSession: [] }, { operatorKey: [] }];
export const errors = {
  400: jsonContent(ErrorEnvelope, 'BAD_REQUEST'),
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS (missing, unknown or revoked key or staff session)'),
  403: jsonContent(ErrorEnvelope, 'FORBIDDEN (the role may not make this call)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(ErrorEnvelope, 'WRONG_STATE, INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
};

/** What the operator API's route files share. */
export type OpsContext = { deps: Deps };
export type OpsRoute = RouteFile<OpsContext>;

/** An /ops call: the operator key, its tag and errors (the operator's own unless given). */
export const opsDoc = (
  summary: string,
  answer: string,
  more: { tags?: string[]; errors?: RouteDoc['errors']; optionalBody?: true } = {},
) =>
  ({
    tags: more.tags ?? tags,
    security,
    summary,
    answer,
    errors: more.errors ?? errors,
    ...(more.optionalBody ? { optionalBody: more.optionalBody } : {}),
  }) satisfies RouteDoc;

export const reply = <T>(c: Context, value: T) => c.json(ok(value), 200);
/** The reason body is optional: without one the validator is skipped and nothing is there. */
export const reasonOf = (valid: unknown) => (valid as { reason?: string } | undefined)?.reason;

const e = (description: string) => jsonContent(ErrorEnvelope, description);
const bad = e('BAD_REQUEST');
const denied = e('INVALID_CREDENTIALS');
const forbidden = e('FORBIDDEN (the role may not make this call)');
const busy = e('TOO_MANY_REQUESTS');

/** The tags and errors of the operator API's parts that other features' data live in. */
export const parts = {
  rewards: {
    tags: ['operator: rewards'],
    errors: {
      400: bad,
      401: denied,
      403: e('RULE_FAILED, FORBIDDEN (the role may not make this call)'),
      404: e('NOT_FOUND'),
      409: e('WRONG_STATE, BUDGET_EXHAUSTED, PROMOTION_CLOSED, DUPLICATE_TRANSACTION'),
      429: busy,
    },
  },
  rebate: { tags: ['operator: rebate'], errors: { 400: bad, 401: denied, 403: forbidden, 429: busy } },
  points: {
    tags: ['operator: points mall'],
    errors: {
      400: bad,
      401: denied,
      403: forbidden,
      404: e('NOT_FOUND'),
      409: e('WRONG_STATE (not in process)'),
      429: busy,
    },
  },
  redEnvelopes: {
    tags: ['operator: red envelopes'],
    errors: {
      400: bad,
      401: denied,
      403: forbidden,
      409: e('BUDGET_EXHAUSTED, PROMOTION_CLOSED (campaign ended)'),
      429: busy,
    },
  },
};
