import type { FieldRule } from '../../../contract/system/schemas';
import { checkField } from '../../../contract/patterns';

/** Spec section 5 login rules, pure. */
export type LoginProblems = Partial<
  Record<'username' | 'password' | 'captcha' | 'mobile' | 'code', 'required' | 'invalid'>
>;

export function validateLogin(username: string, password: string, captcha?: string): LoginProblems {
  const problems: LoginProblems = {};
  if (username.trim() === '') problems.username = 'required';
  if (password === '') problems.password = 'required';
  if (captcha !== undefined && captcha.trim() === '') problems.captcha = 'required';
  return problems;
}

export const defaultMobileRule: FieldRule = {
  enabled: true,
  required: true,
  min: 6,
  max: 15,
  pattern: 'DIGITS',
};

/** A mobile number under the site's mobile rule (required whatever the rule says). */
export function mobileProblem(
  mobile: string,
  rule: FieldRule | undefined,
): 'required' | 'invalid' | undefined {
  const text = mobile.trim();
  if (text === '') return 'required';
  return checkField({ ...(rule ?? defaultMobileRule), enabled: true, required: true }, text)
    ? 'invalid'
    : undefined;
}

export function validateSmsLogin(mobile: string, code: string, rule: FieldRule | undefined): LoginProblems {
  const problems: LoginProblems = {};
  const m = mobileProblem(mobile, rule);
  if (m) problems.mobile = m;
  if (code.trim() === '') problems.code = 'required';
  return problems;
}
