import { describe, expect, it } from 'vitest';
import { sumMinor, turnoverProgress } from './turnover';

describe('turnoverProgress', () => {
  it('says what is left and the share done, rounded down', () => {
    expect(turnoverProgress('1000000', '250000')).toEqual({ remaining: '750000', percent: 25, met: false });
    expect(turnoverProgress('3', '2')).toEqual({ remaining: '1', percent: 66, met: false });
  });
  it('never shows 100 % while one unit is left to bet', () => {
    expect(turnoverProgress('1000000', '999999')).toEqual({ remaining: '1', percent: 99, met: false });
  });
  it('is met when the progress reaches or passes the requirement, or nothing is required', () => {
    expect(turnoverProgress('500', '500')).toEqual({ remaining: '0', percent: 100, met: true });
    expect(turnoverProgress('500', '900')).toEqual({ remaining: '0', percent: 100, met: true });
    expect(turnoverProgress('0', '0')).toEqual({ remaining: '0', percent: 100, met: true });
  });
  it('keeps every digit past 2^53', () => {
    expect(turnoverProgress('90071992547409930', '1')).toEqual({
      remaining: '90071992547409929',
      percent: 0,
      met: false,
    });
  });
  it('reads a malformed figure as zero rather than throwing', () => {
    expect(turnoverProgress('1000', 'x')).toEqual({ remaining: '1000', percent: 0, met: false });
  });
});

describe('sumMinor', () => {
  it('adds minor-unit strings exactly', () => {
    expect(sumMinor(['9007199254740993', '7', '0'])).toBe('9007199254741000');
    expect(sumMinor([])).toBe('0');
  });
});
