import type {
  Captcha,
  LoginValue,
  MemberInfo,
  RegisterRequest,
  SecondStepValue,
  SessionValue,
} from '../../../contract/accounts/schemas';
import type { RegisterSetting } from '../../../contract/system/schemas';
import * as accounts from '../../../contract/accounts/endpoints';
import * as sms from '../../../contract/verification/endpoints';
import { apiSendForm } from '../../lib/api-bodies';
import { api } from '../../lib/call';

/** The accounts calls of spec section 7, typed from the contract. */

export type LoginType = 'username' | 'sms';
export type LoginArea = 'member' | 'agent';
export type LoginBody = {
  username: string;
  password: string;
  type: LoginType;
  area: LoginArea;
  captchaId?: string;
  captcha?: string;
  countryDialingCode?: string;
};
export type { Captcha, LoginValue, MemberInfo, SecondStepValue, SessionValue };

export const getCaptcha = () => api(accounts.captcha);

export const login = (body: LoginBody) => api(accounts.login, { body });

export const secondStep = (challengeId: string, answer: string) =>
  api(accounts.secondStep, { body: { challengeId, answer } });

export const freeplay = () => api(accounts.freeplay, { body: { platform: 'W' } });

let registerSetting: Promise<RegisterSetting> | null = null;
/** Cached for the visit (spec section 7); a failure is not cached. */
export function getRegisterSetting(): Promise<RegisterSetting> {
  registerSetting ??= api(accounts.registerSetting).catch((err: unknown) => {
    registerSetting = null;
    throw err;
  });
  return registerSetting;
}

export type RegisterBody = Partial<Omit<RegisterRequest, 'registerMethod' | 'login'>> & {
  username: string;
  password: string;
  confirmPassword: string;
};

export function register(mode: 'username' | 'mobile', body: RegisterBody) {
  return api(mode === 'mobile' ? accounts.registerMobile : accounts.registerUsername, {
    body: {
      ...body,
      registerUrl: window.location.href,
      domain: window.location.hostname,
      registerMethod: 'WEB',
      login: true,
    },
  });
}

export const checkAffiliate = (code: string) =>
  api(accounts.affiliate, { query: { code, domain: window.location.hostname } });

export const changePassword = (oldPassword: string, newPassword: string, confirmNewPassword: string) =>
  api(accounts.changePassword, { body: { oldPassword, newPassword, confirmNewPassword } });

export type SmsCode = { expiredMinutes: number };

export const smsForRegister = (countryDialingCode: string, mobileNo: string) =>
  api(sms.register, { body: { countryDialingCode, mobileNo } });
export const smsForReset = (countryDialingCode: string, mobileNum: string) =>
  api(sms.reset, { body: { mobileNum, countryDialingCode } });
export const smsForLogin = (countryDialingCode: string, mobileNum: string) =>
  api(sms.login, { body: { mobileNum, countryDialingCode } });

export const forgotByEmail = (username: string, email: string) =>
  apiSendForm<unknown>(accounts.forgotByEmail, { username, email });
export const resetByLink = (token: string, newPassword: string) =>
  api(accounts.resetByLink, { body: { token, newPassword } });
export const resetByPhone = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}) => api(accounts.resetByPhone, { body });
