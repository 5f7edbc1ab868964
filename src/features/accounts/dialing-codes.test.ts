import { describe, expect, it } from 'vitest';
import { dialingCodes, initialDialingCode } from './dialing-codes';

describe('initialDialingCode', () => {
  it('starts from the initial code when listed', () => {
    expect(initialDialingCode('+66', 'VN')).toBe('+66');
    expect(initialDialingCode('855', null)).toBe('+855');
  });
  it('else the current country, else Vietnam', () => {
    expect(initialDialingCode('+999', 'ph')).toBe('+63');
    expect(initialDialingCode(null, 'ZZ')).toBe('+84');
    expect(dialingCodes[0].countryDialingCode).toBe('+84');
  });
});
