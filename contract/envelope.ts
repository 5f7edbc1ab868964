import { z } from 'zod';
import { ErrorCode } from './errors';

/** Every response: `{ success, code, message, value }`. */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    code: z.literal('OK'),
    message: z.string(),
    value,
  });
}

export const ErrorEnvelope = z
  .object({
    success: z.literal(false),
    code: ErrorCode,
    message: z.string(),
    value: z
      .object({
        /** The input field that failed validation, when one did. */
        field: z.string().optional(),
        /** Seconds to wait, with TOO_MANY_REQUESTS. */
        retryAfter: z.number().int().optional(),
        /** After failed logins: the next attempt must carry a captcha. */
        captchaRequired: z.boolean().optional(),
        /** TURNOVER_NOT_MET: turnover still to bet, minor units. */
        remainingTurnover: z.string().optional(),
        /** RULE_FAILED: the rule not met (contract/rewards/schemas.ts ruleNames). */
        rule: z.string().optional(),
      })
      .nullable(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type Envelope<T> = { success: true; code: 'OK'; message: string; value: T } | ErrorEnvelope;
