import { z } from 'zod';

/**
 * The closed set of error codes. Every failure the API reports is one of these; the client picks
 * its translated text by code and never shows the server's `message`.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'NOT_LOGGED_IN',
  'FORBIDDEN',
  'NOT_IMPLEMENTED',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;

export const ErrorCode = z.enum(errorCodes).meta({ id: 'ErrorCode' });
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One HTTP status per code, in one place. */
export const httpStatusOf = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_IMPLEMENTED: 501,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 451,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;
