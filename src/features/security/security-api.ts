import type { SecondStepMethod } from '../../../contract/accounts';
import type { SecurityOverview } from '../../../contract/security';
import { apiGet, apiSend } from '../../lib/api';
import type { SmsCode } from '../accounts/accounts-api';

/**
 * The security-centre calls (server/features/security/routes.ts). Every one needs the session of
 * a real account: NOT_LOGGED_IN or NEED_REAL_ACCOUNT otherwise.
 */
export type { SecondStepMethod, SecurityOverview };
/** LoginRecord of contract/accounts.ts. */
export type LoginEntry = {
  at: string;
  ip: string;
  userAgent: string | null;
  success: boolean;
  method: string;
};

const base = '/wps/member/security';

export const getOverview = () => apiGet<SecurityOverview>(`${base}/overview`);

/** First time: proved by `loginPassword`; a change: by `oldPaymentPassword`. */
export const setPaymentPassword = (body: {
  newPaymentPassword: string;
  loginPassword?: string;
  oldPaymentPassword?: string;
}) => apiSend<null>('POST', `${base}/payment-password`, body);

export type TotpBegin = { secret: string; otpauthUrl: string };
export const beginTotp = () => apiSend<TotpBegin>('POST', `${base}/totp/begin`);
export const confirmTotp = (code: string) => apiSend<null>('POST', `${base}/totp/confirm`, { code });
export const unbindTotp = (code: string) => apiSend<null>('POST', `${base}/totp/unbind`, { code });

export const phoneBindCode = (countryDialingCode: string, mobileNum: string) =>
  apiSend<SmsCode>('POST', `${base}/bind/phone/code`, { mobileNum, countryDialingCode });
export const bindPhone = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  loginPassword?: string;
}) => apiSend<null>('POST', `${base}/bind/phone`, body);

export const emailBindCode = (email: string) =>
  apiSend<SmsCode>('POST', `${base}/bind/email/code`, { email });
export const bindEmail = (body: { email: string; verificationCode: string; loginPassword?: string }) =>
  apiSend<null>('POST', `${base}/bind/email`, body);

export const setSecondStepMethod = (method: SecondStepMethod) =>
  apiSend<null>('POST', `${base}/second-step-method`, { method });

export const getLogins = () => apiGet<LoginEntry[]>(`${base}/logins`);
