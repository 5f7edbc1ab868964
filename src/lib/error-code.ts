import { ApiError, type ClientErrorCode } from './api';

/**
 * The error's code when `texts` has one for it, else UNKNOWN: a newer server's code (which the
 * API client passes on unchecked, decision 041), an inherited name, anything not an ApiError.
 */
export function knownCodeOf(err: unknown, texts: Partial<Record<ClientErrorCode, unknown>>): ClientErrorCode {
  return err instanceof ApiError && Object.hasOwn(texts, err.code) ? err.code : 'UNKNOWN';
}
