import type { PatternId } from '../../contract/system/schemas';

export type RegisterFieldSeed = {
  field: string;
  enabled: boolean;
  required: boolean;
  min: number;
  max: number;
  pattern: PatternId;
  sort: number;
};

type Rule = [
  field: string,
  enabled: boolean,
  required: boolean,
  min: number,
  max: number,
  pattern: PatternId,
];

/**
 * One rule per registration field of spec section 3. A plain username-and-password form with
 * captcha; contact fields are offered but optional; the rest are off until an operator turns
 * them on. Bounds are ours (the spec shows none). The demo password 'Demo@12345' passes the
 * password rule.
 */
const RULES: readonly Rule[] = [
  ['username', true, true, 6, 16, 'LETTER_FIRST_ALNUM'],
  ['password', true, true, 8, 20, 'STRONG_PASSWORD'],
  ['confirmPassword', true, true, 8, 20, 'STRONG_PASSWORD'],
  ['captcha', true, true, 4, 4, 'ALNUM'],
  ['mobileNum', true, false, 9, 11, 'DIGITS'],
  ['email', true, false, 6, 64, 'EMAIL'],
  ['affiliateCode', true, false, 4, 16, 'ALNUM'],
  ['referralCode', true, false, 4, 16, 'ALNUM'],
  ['verificationCode', false, false, 6, 6, 'DIGITS'],
  ['payeeName', false, false, 2, 50, 'FULL_NAME'],
  ['fullname', false, false, 2, 50, 'FULL_NAME'],
  ['qqNum', false, false, 5, 12, 'DIGITS'],
  ['recommenderId', false, false, 6, 16, 'ALNUM'],
  ['paymentPassword', false, false, 6, 6, 'DIGITS'],
  ['line', false, false, 3, 30, 'NO_SPACES'],
  ['whatsapp', false, false, 9, 15, 'DIGITS'],
  ['facebook', false, false, 3, 50, '*'],
  ['wechat', false, false, 3, 30, 'NO_SPACES'],
  ['telegram', false, false, 5, 32, 'NO_SPACES'],
  ['zalo', false, false, 9, 11, 'DIGITS'],
  ['idNumber', false, false, 9, 12, 'DIGITS'],
  ['birthday', false, false, 10, 10, 'DATE_YMD'],
  ['address', false, false, 5, 200, '*'],
  ['nationality', false, false, 2, 50, 'LETTERS_SPACES'],
  ['occupation', false, false, 2, 50, '*'],
  ['sourceOfIncome', false, false, 2, 50, '*'],
  ['placeOfBirth', false, false, 2, 50, '*'],
];

export function buildRegisterFields(): RegisterFieldSeed[] {
  return RULES.map(([field, enabled, required, min, max, pattern], i) => ({
    field,
    enabled,
    required,
    min,
    max,
    pattern,
    sort: i + 1,
  }));
}
