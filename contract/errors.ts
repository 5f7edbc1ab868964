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
  // accounts and security
  'INVALID_CREDENTIALS',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'INVALID_VERIFICATION_CODE',
  'CODE_EXPIRED',
  'SECOND_STEP_FAILED',
  'NEED_REAL_ACCOUNT',
  'NON_AGENT',
  'MEMBER_NO_ENTER',
  'ACCOUNT_EXISTS',
  'INVALID_INVITATION_CODE',
  'WRONG_PASSWORD',
  'INVALID_PAYMENT_PASSWORD',
  'PHONE_TAKEN',
  'EMAIL_TAKEN',
  'NOT_BOUND',
  'ALREADY_BOUND',
  'RESET_LINK_INVALID',
  'DELIVERY_FAILED',
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
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  INVALID_VERIFICATION_CODE: 400,
  CODE_EXPIRED: 400,
  SECOND_STEP_FAILED: 401,
  NEED_REAL_ACCOUNT: 403,
  NON_AGENT: 403,
  MEMBER_NO_ENTER: 403,
  ACCOUNT_EXISTS: 409,
  INVALID_INVITATION_CODE: 400,
  WRONG_PASSWORD: 400,
  INVALID_PAYMENT_PASSWORD: 400,
  PHONE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  NOT_BOUND: 409,
  ALREADY_BOUND: 409,
  RESET_LINK_INVALID: 400,
  /** The SMS gateway or mail server did not take a message we had to send. */
  DELIVERY_FAILED: 502,
} as const satisfies Record<ErrorCode, number>;
