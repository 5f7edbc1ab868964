import type { FieldRule } from '../../../contract/system/schemas';
import type { FieldProblem } from '../../../contract/patterns';
import { registerFormFields, type RegisterFormField } from '../../../contract/register-fields';
import { checkValue } from './field-problems';

/**
 * Register form rules (spec sections 4 and 5), pure so they can be tested: which fields show (in
 * the order of `registerFormFields`), which are required, and what is wrong with the values.
 */
export type RegisterField = RegisterFormField;
export type RegisterMode = 'username' | 'mobile';
export type RegisterValues = Partial<Record<RegisterField, string>>;
export type VisibleField = { name: RegisterField; rule: FieldRule };

const fallbackRule: FieldRule = { enabled: true, required: true, min: 1, max: 64, pattern: '*' };
const fallbackMobile: FieldRule = { enabled: true, required: true, min: 6, max: 15, pattern: 'DIGITS' };
const fallbackCode: FieldRule = { enabled: true, required: true, min: 4, max: 8, pattern: 'DIGITS' };

export function ruleOf(validate: Record<string, FieldRule>, name: string): FieldRule | undefined {
  return Object.hasOwn(validate, name) ? validate[name] : undefined;
}

/**
 * Enabled fields in display order. Username mode always has username; mobile mode always has the
 * mobile number (the account is the number). Password and confirmation are always shown and
 * required; the SMS code shows when its rule is on or the site asks for SMS verification.
 */
export function visibleFields(
  validate: Record<string, FieldRule>,
  mode: RegisterMode,
  smsVerification = false,
): VisibleField[] {
  const out: VisibleField[] = [];
  for (const name of registerFormFields) {
    const rule = ruleOf(validate, name);
    const must = (base: FieldRule) =>
      out.push({ name, rule: { ...(rule ?? base), enabled: true, required: true } });
    switch (name) {
      case 'username':
        if (mode === 'username') must(fallbackRule);
        break;
      case 'password':
      case 'confirmPassword':
        must(fallbackRule);
        break;
      case 'mobileNum':
        if (mode === 'mobile') must(fallbackMobile);
        else if (rule?.enabled) out.push({ name, rule });
        break;
      case 'verificationCode':
        if (smsVerification || rule?.enabled) {
          if (out.some((f) => f.name === 'mobileNum')) must(fallbackCode);
        }
        break;
      default:
        if (rule?.enabled) out.push({ name, rule });
    }
  }
  return out;
}

export type RegisterProblem = FieldProblem | { kind: 'mismatch' };

export function checkForm(
  fields: VisibleField[],
  values: RegisterValues,
): Partial<Record<RegisterField, RegisterProblem>> {
  const problems: Partial<Record<RegisterField, RegisterProblem>> = {};
  for (const { name, rule } of fields) {
    const problem = checkValue(name, rule, values[name]);
    if (problem) problems[name] = problem;
  }
  if (!problems.confirmPassword && (values.confirmPassword ?? '') !== (values.password ?? '')) {
    problems.confirmPassword = { kind: 'mismatch' };
  }
  return problems;
}

/** The request body: trimmed values (passwords as typed), empty fields left out. */
export function registerBody(fields: VisibleField[], values: RegisterValues, mode: RegisterMode) {
  const body: Record<string, string> = {};
  for (const { name } of fields) {
    const raw = values[name] ?? '';
    const value = name.toLowerCase().includes('password') ? raw : raw.trim();
    if (value !== '') body[name] = value;
  }
  if (mode === 'mobile') body.username = body.mobileNum ?? '';
  return body as Record<string, string> & { username: string; password: string; confirmPassword: string };
}
