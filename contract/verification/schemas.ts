import { SmsCodeRequest, SmsCodeValue, SmsRegisterCodeRequest } from '../accounts/schemas';

/** The SMS code calls (paths in contract/verification/endpoints.ts, decision 064). */
export const verificationSchemas = {
  register: { body: SmsRegisterCodeRequest, value: SmsCodeValue },
  reset: { body: SmsCodeRequest, value: SmsCodeValue },
  login: { body: SmsCodeRequest, value: SmsCodeValue },
};
export type VerificationSchemas = typeof verificationSchemas;
