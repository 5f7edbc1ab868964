import type { FieldRule, PatternId } from './system/schemas';

/**
 * Field rules of spec section 5, shared by server and client. Plain TypeScript and RegExp only:
 * the client imports this at runtime, so no zod and nothing heavy here.
 *
 * A rule is { enabled, required, min, max, pattern }: a disabled field is not shown and never
 * checked; an empty optional field passes; otherwise the length (Unicode code points) must lie in
 * [min, max] and the value must match the pattern family.
 */

export type FieldProblem = {
  kind: 'required' | 'length' | 'pattern';
  pattern: PatternId;
  min: number;
  max: number;
};

/** yyyy-MM-dd or MM-dd-yyyy parts to a real calendar date (2024-02-30 is refused). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;
const mdy = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Chinese punctuation: CJK symbols and punctuation, full-width forms, curly quotes, ellipsis, dashes, middle dot. */
const chinesePunct =
  '\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\u2014\\u2018\\u2019\\u201C\\u201D\\u2026\\u00B7';

/** A word of a person's name: letters (with combining marks, e.g. decomposed Vietnamese), inner ' or -. */
const nameWord = "[\\p{L}\\p{M}]+(?:['\\u2019-][\\p{L}\\p{M}]+)*";

const regexes: Record<Exclude<PatternId, '*' | 'LENGTH' | 'DATE_YMD' | 'DATE_MDY'>, RegExp> = {
  LETTER_FIRST_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/,
  CHINESE_DIGITS: /^[\p{Script=Han}0-9]+$/u,
  // Local part: dot-atom (no leading, trailing or double dots); domain: labels, a letter TLD of 2+.
  EMAIL:
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
  ALNUM: /^[A-Za-z0-9]+$/,
  ALNUM_MIXED: /^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/,
  DIGITS: /^[0-9]+$/,
  ALNUM_UPPER: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/,
  LETTERS_SPACES: /^(?=[^A-Za-z]*[A-Za-z])[A-Za-z ]+$/,
  NO_SPACES: /^\S+$/u,
  CHINESE_PUNCT: new RegExp(`^(?=.*\\p{Script=Han})[\\p{Script=Han}${chinesePunct}]+$`, 'u'),
  LETTERS_SINGLE_SPACES: /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u,
  KOREAN: /^[\p{Script=Hangul}]+$/u,
  THAI: /^[\p{Script=Thai}]+$/u,
  THAI_EN_SPACES: /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u,
  UPPER_SPACES: /^(?=.*\p{Lu})[\p{Lu}\p{M} ]+$/u,
  ALNUM_SYMBOLS: /^[\x21-\x7E]+$/,
  STRONG_PASSWORD: /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\x21-\x7E]+$/,
  FULL_NAME: new RegExp(`^${nameWord}(?: ${nameWord})+$`, 'u'),
  // Hiragana (3040-309F), full-width katakana incl. ー and ・ (30A0-30FF), kanji incl. 々.
  JAPANESE: /^[\u3040-\u309F\u30A0-\u30FF\p{Script=Han}\u3005]+$/u,
  UPPER_NO_SPACES: /^(?=.*\p{Lu})[\p{Lu}\p{M}]+$/u,
};

/** Does the value belong to the pattern family? '*' and LENGTH accept any text (length is checked apart). */
export function matchesPattern(pattern: PatternId, value: string): boolean {
  switch (pattern) {
    case '*':
    case 'LENGTH':
      return true;
    case 'DATE_YMD': {
      const m = ymd.exec(value);
      return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
    }
    case 'DATE_MDY': {
      const m = mdy.exec(value);
      return m !== null && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
    }
    default: {
      const re = regexes[pattern];
      return re !== undefined && re.test(value);
    }
  }
}

/**
 * Names we store and show (a payee's or member's full name): letters with their combining marks,
 * inner spaces and . ' ’ -. Checked on top of whatever pattern an operator chose for the form
 * field ('*' accepts anything), so no markup or control character is ever stored as a name.
 */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;
/** A nickname: a person's name that may also carry digits and underscores ("Player 1"). */
export const NICKNAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._'\u2019-]*$/u;
/** A login name as stored: lower-case, a letter then letters or digits (or digits: a mobile number). */
export const ACCOUNT_NAME = /^(?:[a-z][a-z0-9_]*|[0-9]+)$/;

/** Length in Unicode code points (an emoji or a kanji counts once). */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** null when the value passes the rule; for an empty optional field also null. Length counts Unicode code points. */
export function checkField(rule: FieldRule, value: string | undefined): FieldProblem | null {
  if (!rule.enabled) return null;
  const problem = (kind: FieldProblem['kind']): FieldProblem => ({
    kind,
    pattern: rule.pattern,
    min: rule.min,
    max: rule.max,
  });
  if (value === undefined || value.trim() === '') return rule.required ? problem('required') : null;
  const length = codePointLength(value);
  if (length < rule.min || length > rule.max) return problem('length');
  return matchesPattern(rule.pattern, value) ? null : problem('pattern');
}
