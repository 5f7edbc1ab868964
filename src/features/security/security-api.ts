import type { LoginRecord, SecondStepMethod } from '../../../contract/accounts/schemas';
import * as security from '../../../contract/security/endpoints';
import type { SecurityOverview, TotpBegin } from '../../../contract/security/schemas';
import { api } from '../../lib/call';

/**
 * The security-centre calls (contract/security/endpoints.ts). Every one needs the session of a
 * real account: NOT_LOGGED_IN or NEED_REAL_ACCOUNT otherwise.
 */
export type { SecondStepMethod, SecurityOverview, TotpBegin };
export type LoginEntry = LoginRecord;

export const getOverview = () => api(security.overview);

/** First time: proved by `loginPassword`; a change: by `oldPaymentPassword`. */
export const setPaymentPassword = (body: {
  newPaymentPassword: string;
  loginPassword?: string;
  oldPaymentPassword?: string;
}) => api(security.paymentPassword, { body });

export const beginTotp = () => api(security.totpBegin);
export const confirmTotp = (code: string) => api(security.totpConfirm, { body: { code } });
export const unbindTotp = (code: string) => api(security.totpUnbind, { body: { code } });

export const phoneBindCode = (countryDialingCode: string, mobileNum: string) =>
  api(security.phoneCode, { body: { mobileNum, countryDialingCode } });
export const bindPhone = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  loginPassword?: string;
}) => api(security.bindPhone, { body });

export const emailBindCode = (email: string) => api(security.emailCode, { body: { email } });
export const bindEmail = (body: { email: string; verificationCode: string; loginPassword?: string }) =>
  api(security.bindEmail, { body });

export const setSecondStepMethod = (method: SecondStepMethod) =>
  api(security.secondStepMethod, { body: { method } });

export const getLogins = () => api(security.logins);
