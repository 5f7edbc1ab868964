import { describe, expect, it } from 'vitest';
import {
  maskEmail,
  maskPhone,
  nationalNumber,
  normaliseDialingCode,
  phoneCodeTarget,
  samePayeeName,
} from './phone';

describe('phone helpers', () => {
  it('normalises dialing codes and national numbers', () => {
    expect(normaliseDialingCode('84')).toBe('+84');
    expect(normaliseDialingCode(' +66 ')).toBe('+66');
    expect(normaliseDialingCode(undefined)).toBe('+84');
    expect(nationalNumber('090 123-4567')).toBe('901234567');
    expect(nationalNumber('901234567')).toBe('901234567');
  });

  it('files phone codes under the values as entered', () => {
    expect(phoneCodeTarget(' +84', '0901234567 ')).toBe('+840901234567');
    expect(phoneCodeTarget(undefined, '0901234567')).toBe('0901234567');
  });

  it('masks a phone and an e-mail for display', () => {
    expect(maskPhone('+84', '901234567')).toBe('+84 90****567');
    expect(maskPhone(null, '901234567')).toBe('90****567');
    expect(maskPhone('+84', '1234')).toBe('+84 1****');
    expect(maskPhone('+84', null)).toBeNull();
    expect(maskEmail('demo@example.test')).toBe('d***@example.test');
    expect(maskEmail('bad')).toBe('***');
    expect(maskEmail(null)).toBeNull();
  });

  it('compares payee names ignoring case, spacing and Unicode composition', () => {
    expect(samePayeeName('Nguyễn Văn An', '  nguyễn   VĂN an ')).toBe(true);
    expect(samePayeeName('Nguyễn Văn An', 'Nguye\u0302\u0303n Va\u0306n An')).toBe(true);
    expect(samePayeeName('Nguyễn Văn An', 'Nguyen Van An')).toBe(false);
    expect(samePayeeName('', '')).toBe(false);
  });
});
