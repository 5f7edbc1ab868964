import { ErrorEnvelope } from '../../../contract/envelope';
import { jsonContent } from '../../lib/openapi';

/** What every /ops route declares: its tag, the operator key, and the errors it may answer. */
export const tags = ['operator'];
export const security = [{ operatorKey: [] }];
export const errors = {
  400: jsonContent(ErrorEnvelope, 'BAD_REQUEST'),
  401: jsonContent(ErrorEnvelope, 'INVALID_CREDENTIALS (missing, unknown or revoked key)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(ErrorEnvelope, 'WRONG_STATE, INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
};
