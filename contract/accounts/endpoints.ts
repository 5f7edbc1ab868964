import type { AccountsSchemas as S } from './schemas';
import { del, get, post, put, type RawEndpoints } from '../endpoint';

/** Sessions, registration and the logged-in account (spec sections 3-7). */
export const login = post<S['login']>('/wps/session/login');
export const secondStep = post<S['secondStep']>('/wps/session/login/second-step');
export const freeplay = post<S['freeplay']>('/wps/session/login/freeplay');
export const logout = del<S['logout']>('/wps/session/logout');
export const registerUsername = put<S['registerUsername']>('/wps/member/register');
export const registerMobile = put<S['registerMobile']>('/wps/member/register/mobile');
export const affiliate = get<S['affiliate']>('/wps/agent/affiliate');
export const memberInfo = get<S['memberInfo']>('/wps/member/info');
export const language = put<S['language']>('/wps/member/language');
export const changePassword = post<S['changePassword']>('/wps/member/password');

/** Forgotten password: by an e-mailed link's token, or by an SMS code. */
export const resetByLink = post<S['resetByLink']>('/wps/member/password/reset');
export const resetByPhone = post<S['resetByPhone']>('/wps/member/password/verification');
/** The reset link by e-mail: a form or JSON (raw below), so a path, not a call. */
export const forgotByEmail = '/wps/member/password/email';

/** What the login and registration screens ask first: a captcha, the site's register rules. */
export const captcha = get<S['captcha']>('/wps/captcha');
export const registerSetting = get<S['registerSetting']>('/wps/system/setting/register');

/** The logged-in account's avatar: an SVG image (no envelope), so a path, not a call. */
export const memberIcon = '/wps/member/info/icon';

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  memberIcon: {
    method: 'GET',
    path: memberIcon,
    body: 'none',
    answer: 'bytes',
    about: 'the avatar, image/svg+xml; the session token required',
  },
  forgotByEmail: {
    method: 'POST',
    path: forgotByEmail,
    body: 'form',
    answer: 'envelope',
    about:
      'username and email, url-encoded or as JSON (ForgotByEmailRequest); the same envelope, value null, whether they match or not',
  },
} as const satisfies RawEndpoints;
