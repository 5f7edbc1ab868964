import type { FieldRule, RegisterSetting } from '../../../contract/system';
import { apiGet, apiSend } from '../../lib/api';

/**
 * The fields the register form knows how to show, in display order (spec section 3). Captcha and
 * SMS verification need their own flows (image, code request) and arrive with registration.
 */
export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'mobileNum',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'paymentPassword',
] as const;
export type RegisterField = (typeof registerFields)[number];

// Username registration cannot work without these, whatever the settings say.
const essential: ReadonlySet<RegisterField> = new Set(['username', 'password', 'confirmPassword']);
const fallbackRule: FieldRule = { enabled: true, required: true, min: 1, max: 64, pattern: '*' };

export type VisibleField = { name: RegisterField; rule: FieldRule };

/** Enabled fields in display order; essential ones always shown and required. */
export function visibleFields(validate: Record<string, FieldRule>): VisibleField[] {
  const result: VisibleField[] = [];
  for (const name of registerFields) {
    const rule = Object.hasOwn(validate, name) ? validate[name] : undefined;
    if (essential.has(name)) {
      result.push({ name, rule: { ...(rule ?? fallbackRule), enabled: true, required: true } });
      continue;
    }
    if (rule?.enabled) result.push({ name, rule });
  }
  return result;
}

export type FieldProblem =
  { kind: 'required' } | { kind: 'length'; min: number; max: number } | { kind: 'mismatch' };

/** Presence and length checks; pattern rules come with contract/patterns.ts in the accounts feature. */
export function checkField(value: string, rule: FieldRule): FieldProblem | null {
  const text = value.trim();
  if (text === '') return rule.required ? { kind: 'required' } : null;
  const length = [...text].length;
  if (length < rule.min || length > rule.max) return { kind: 'length', min: rule.min, max: rule.max };
  return null;
}

export function checkForm(fields: VisibleField[], values: Partial<Record<RegisterField, string>>) {
  const problems: Partial<Record<RegisterField, FieldProblem>> = {};
  for (const { name, rule } of fields) {
    const problem = checkField(values[name] ?? '', rule);
    if (problem) problems[name] = problem;
  }
  if (!problems.confirmPassword && (values.confirmPassword ?? '') !== (values.password ?? '')) {
    problems.confirmPassword = { kind: 'mismatch' };
  }
  return problems;
}

export function getRegisterSetting(): Promise<RegisterSetting> {
  return apiGet<RegisterSetting>('/wps/system/setting/register');
}

/** PUT /wps/member/register with the extras of spec section 7. */
export function register(values: Partial<Record<RegisterField, string>>): Promise<{ token?: string } | null> {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, k.toLowerCase().includes('password') ? v : v?.trim()]),
  );
  return apiSend('PUT', '/wps/member/register', {
    ...trimmed,
    registerUrl: window.location.origin,
    domain: window.location.hostname,
    registerMethod: 'WEB',
    login: true,
  });
}
