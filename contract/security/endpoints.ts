import { get, post } from '../endpoint';
import type { SecuritySchemas as S } from './schemas';

/** Security centre (member centre > securityCenter): each needs the session of a real account. */
export const base = '/wps/member/security';

export const overview = get<S['overview']>(`${base}/overview`);
export const paymentPassword = post<S['paymentPassword']>(`${base}/payment-password`);
export const totpBegin = post<S['totpBegin']>(`${base}/totp/begin`);
export const totpConfirm = post<S['totpConfirm']>(`${base}/totp/confirm`);
export const totpUnbind = post<S['totpUnbind']>(`${base}/totp/unbind`);
export const phoneCode = post<S['phoneCode']>(`${base}/bind/phone/code`);
export const bindPhone = post<S['bindPhone']>(`${base}/bind/phone`);
export const emailCode = post<S['emailCode']>(`${base}/bind/email/code`);
export const bindEmail = post<S['bindEmail']>(`${base}/bind/email`);
export const secondStepMethod = post<S['secondStepMethod']>(`${base}/second-step-method`);
export const logins = get<S['logins']>(`${base}/logins`);
