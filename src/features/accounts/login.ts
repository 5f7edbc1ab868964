import { apiGet, apiSend } from '../../lib/api';

/** Not in contract/ yet: the session contract arrives with the login feature; shapes from spec section 3. */
export type LoginRequest = { username: string; password: string; type: 'username' };
export type LoginResult = {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  captchaRequired?: boolean;
};
export type MemberInfo = { id: number | string; account: string; nickname: string; type: number };

export type LoginProblems = { username?: 'required'; password?: 'required' };

/** Spec section 5: username required (trimmed), password required. */
export function validateLogin(username: string, password: string): LoginProblems {
  const problems: LoginProblems = {};
  if (username.trim() === '') problems.username = 'required';
  if (password === '') problems.password = 'required';
  return problems;
}

export function login(username: string, password: string): Promise<LoginResult> {
  const body: LoginRequest = { username: username.trim(), password, type: 'username' };
  return apiSend<LoginResult>('POST', '/wps/session/login', body);
}

export function getMemberInfo(): Promise<MemberInfo> {
  return apiGet<MemberInfo>('/wps/member/info');
}
