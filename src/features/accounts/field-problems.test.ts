import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../../contract/system/schemas';
import { checkValue, messageChoice } from './field-problems';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  min: 6,
  max: 16,
  pattern: 'LETTER_FIRST_ALNUM',
  ...over,
});

describe('messageChoice', () => {
  it('picks the message family by pattern id with min and max', () => {
    expect(messageChoice({ kind: 'pattern', pattern: 'LETTER_FIRST_ALNUM', min: 6, max: 16 })).toEqual({
      key: 'range',
      pattern: 'LETTER_FIRST_ALNUM',
      min: 6,
      max: 16,
    });
    expect(messageChoice({ kind: 'length', pattern: 'STRONG_PASSWORD', min: 8, max: 20 })).toEqual({
      key: 'range',
      pattern: 'STRONG_PASSWORD',
      min: 8,
      max: 20,
    });
  });
  it('uses one number when min equals max', () => {
    expect(messageChoice({ kind: 'pattern', pattern: 'DIGITS', min: 6, max: 6 })).toEqual({
      key: 'exact',
      pattern: 'DIGITS',
      length: 6,
    });
  });
  it("treats '*' as the plain length family", () => {
    expect(messageChoice({ kind: 'length', pattern: '*', min: 3, max: 50 })).toMatchObject({
      pattern: 'LENGTH',
    });
  });
  it('has its own required and mismatch messages', () => {
    expect(messageChoice({ kind: 'required', pattern: 'EMAIL', min: 1, max: 5 })).toEqual({
      key: 'required',
    });
    expect(messageChoice({ kind: 'mismatch' })).toEqual({ key: 'mismatch' });
  });
});

describe('checkValue', () => {
  it('trims ordinary fields but not passwords', () => {
    expect(checkValue('username', rule(), '  player1  ')).toBeNull();
    expect(checkValue('password', rule({ pattern: '*', min: 3, max: 5 }), '  ab  ')).toMatchObject({
      kind: 'length',
    });
    expect(checkValue('username', rule(), '   ')).toMatchObject({ kind: 'required' });
  });
  it('reports a pattern problem', () => {
    expect(checkValue('username', rule(), '1player')).toMatchObject({
      kind: 'pattern',
      pattern: 'LETTER_FIRST_ALNUM',
    });
  });
});
