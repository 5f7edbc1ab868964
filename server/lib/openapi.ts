import { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorEnvelope } from '../../contract/envelope';
import type { AppEnv } from '../deps';
import { AppError } from './errors';

/** A router whose zod validation failures become BAD_REQUEST with the failing field, never a 500. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path.join('.') || undefined;
      throw new AppError('BAD_REQUEST', issue ? `${field ?? 'input'}: ${issue.message}` : 'invalid input', {
        ...(field ? { field } : {}),
      });
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
