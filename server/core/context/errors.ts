import { httpStatusOf, type ErrorCode } from '../../../contract/errors';
import type { ErrorEnvelope } from '../../../contract/envelope';

/** The one error type features throw; `onError` turns it into the envelope and its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      field?: string;
      retryAfter?: number;
      captchaRequired?: boolean;
      remainingTurnover?: string;
      rule?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status() {
    return httpStatusOf[this.code];
  }

  toBody(): ErrorEnvelope {
    const hasDetails = Object.values(this.details).some((v) => v !== undefined);
    return {
      success: false,
      code: this.code,
      message: this.message,
      value: hasDetails ? this.details : null,
    };
  }
}

export function ok<T>(value: T) {
  return { success: true as const, code: 'OK' as const, message: '', value };
}
