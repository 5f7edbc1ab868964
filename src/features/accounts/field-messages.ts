import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PatternId } from '../../../contract/system/schemas';
import { messageChoice, type Problem } from './field-problems';

/** What each pattern family of spec section 5 allows, phrased to follow "Must be N characters:". */
const rules: Record<Exclude<PatternId, '*' | 'LENGTH'>, MessageDescriptor> = {
  LETTER_FIRST_ALNUM: msg`a letter first, then letters or digits`,
  CHINESE_DIGITS: msg`Chinese characters and digits only`,
  EMAIL: msg`a valid e-mail address`,
  ALNUM: msg`letters or digits only`,
  ALNUM_MIXED: msg`letters and digits combined`,
  DIGITS: msg`digits only`,
  ALNUM_UPPER: msg`letters and digits with at least one uppercase letter`,
  LETTERS_SPACES: msg`English letters and spaces only`,
  NO_SPACES: msg`no spaces`,
  CHINESE_PUNCT: msg`Chinese characters and punctuation only`,
  DATE_YMD: msg`a date as yyyy-MM-dd`,
  DATE_MDY: msg`a date as MM-dd-yyyy`,
  LETTERS_SINGLE_SPACES: msg`letters with single spaces between words`,
  KOREAN: msg`Korean only`,
  THAI: msg`Thai only`,
  THAI_EN_SPACES: msg`Thai or English letters and spaces`,
  UPPER_SPACES: msg`uppercase letters and spaces, at least one letter`,
  ALNUM_SYMBOLS: msg`letters, digits and symbols`,
  STRONG_PASSWORD: msg`at least one uppercase letter, one lowercase letter, one digit and one symbol`,
  FULL_NAME: msg`first and last name separated by a space`,
  JAPANESE: msg`full-width Hiragana, Katakana or Kanji`,
  UPPER_NO_SPACES: msg`uppercase letters only, no spaces`,
};

export function problemText(i18n: I18n, problem: Problem): string {
  const choice = messageChoice(problem);
  switch (choice.key) {
    case 'required':
      return i18n._(msg`This field cannot be empty.`);
    case 'mismatch':
      return i18n._(msg`The confirmation password does not match.`);
    case 'exact': {
      const { length } = choice;
      if (choice.pattern === 'LENGTH' || choice.pattern === '*')
        return i18n._(msg`Must be ${length} characters.`);
      const rule = i18n._(rules[choice.pattern]);
      return i18n._(msg`Must be ${length} characters: ${rule}.`);
    }
    case 'range': {
      const { min, max } = choice;
      if (choice.pattern === 'LENGTH' || choice.pattern === '*')
        return i18n._(msg`Must be ${min} to ${max} characters.`);
      const rule = i18n._(rules[choice.pattern]);
      return i18n._(msg`Must be ${min} to ${max} characters: ${rule}.`);
    }
  }
}
