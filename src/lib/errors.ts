import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, type ClientErrorCode } from './api';

/**
 * The one place that turns an error code into words. The server's own message is never shown
 * (it is for logs, in English, and may say more than a visitor should read).
 */
const errorMessages: Record<ClientErrorCode, MessageDescriptor> = {
  BAD_REQUEST: msg`Please check the information you entered.`,
  NOT_FOUND: msg`This service is not available yet. Please try again later.`,
  METHOD_NOT_ALLOWED: msg`This action is not allowed.`,
  PAYLOAD_TOO_LARGE: msg`What you sent is too large.`,
  NOT_LOGGED_IN: msg`You are not logged in. Please log in.`,
  FORBIDDEN: msg`You do not have permission to do this.`,
  NOT_IMPLEMENTED: msg`This feature is not available yet. Please try again later.`,
  MAINTENANCE: msg`The system is under maintenance.`,
  REGION_RESTRICTED: msg`Access is restricted from your location or IP address.`,
  TOO_MANY_REQUESTS: msg`Too many attempts. Please wait 5 minutes and try again.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  NETWORK: msg`Network connection problem. Please try again.`,
  UNKNOWN: msg`Something went wrong. Please try again.`,
};

export function errorCodeOf(err: unknown): ClientErrorCode {
  return err instanceof ApiError ? err.code : 'UNKNOWN';
}

export function errorText(i18n: I18n, err: unknown): string {
  return i18n._(errorMessages[errorCodeOf(err)]);
}
