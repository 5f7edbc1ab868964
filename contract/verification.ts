import { SmsCodeRequest, SmsCodeValue, SmsRegisterCodeRequest } from './accounts';
import { calls } from './endpoint';
import * as verificationEndpoints from './endpoints/verification';

/** The SMS code calls (paths in contract/endpoints/verification.ts, decision 064). */
const verificationSchemas = {
  register: { body: SmsRegisterCodeRequest, value: SmsCodeValue },
  reset: { body: SmsCodeRequest, value: SmsCodeValue },
  login: { body: SmsCodeRequest, value: SmsCodeValue },
};
export type VerificationSchemas = typeof verificationSchemas;
export const verificationCalls = calls(verificationEndpoints, verificationSchemas);
