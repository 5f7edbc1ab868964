import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../../contract/system/schemas';
import { checkForm, registerBody, visibleFields } from './register-form';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  min: 0,
  max: 50,
  pattern: '*',
  ...over,
});

const validate = {
  username: rule({ required: true, min: 6, max: 16, pattern: 'LETTER_FIRST_ALNUM' }),
  password: rule({ required: true, min: 8, max: 20, pattern: 'STRONG_PASSWORD' }),
  confirmPassword: rule({ required: true, min: 8, max: 20 }),
  captcha: rule({ required: true, min: 4, max: 4 }),
  mobileNum: rule({ min: 9, max: 11, pattern: 'DIGITS' }),
  email: rule({ pattern: 'EMAIL', min: 6, max: 64 }),
  qqNum: rule({ enabled: false }),
  verificationCode: rule({ enabled: false, min: 6, max: 6, pattern: 'DIGITS' }),
  somethingNew: rule(),
};

describe('visibleFields', () => {
  it('shows enabled known fields in display order (username mode)', () => {
    const fields = visibleFields(validate, 'username');
    expect(fields.map((f) => f.name)).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
    ]);
    expect(fields.find((f) => f.name === 'mobileNum')!.rule.required).toBe(false);
  });
  it('mobile mode: no username, the mobile number required; SMS code with verification on', () => {
    const fields = visibleFields(validate, 'mobile', true);
    expect(fields.map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
    ]);
    expect(fields.find((f) => f.name === 'mobileNum')!.rule).toMatchObject({
      required: true,
      min: 9,
      max: 11,
    });
    expect(fields.find((f) => f.name === 'verificationCode')!.rule).toMatchObject({ required: true, min: 6 });
  });
  it('always shows the essential fields, required', () => {
    const fields = visibleFields({ username: rule({ enabled: false }) }, 'username');
    expect(fields.map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword']);
    expect(fields.every((f) => f.rule.required && f.rule.enabled)).toBe(true);
  });
  it('ignores inherited keys', () => {
    const inherited = Object.create({ email: rule() }) as Record<string, FieldRule>;
    expect(visibleFields(inherited, 'username').map((f) => f.name)).not.toContain('email');
  });
});

describe('checkForm', () => {
  const fields = visibleFields(validate, 'username');
  it('checks patterns and the confirmation', () => {
    expect(
      checkForm(fields, { username: 'player1', password: 'Secret@123', confirmPassword: 'Secret@124' }),
    ).toEqual({ confirmPassword: { kind: 'mismatch' } });
    expect(
      checkForm(fields, { username: 'player1', password: 'Secret@123', confirmPassword: 'Secret@123' }),
    ).toEqual({});
    expect(
      checkForm(fields, { username: '1player', password: 'secret', confirmPassword: 'secret' }),
    ).toMatchObject({
      username: { kind: 'pattern' },
      password: { kind: 'length' },
    });
  });
  it('optional empty fields pass; filled ones are checked', () => {
    const base = { username: 'player1', password: 'Secret@123', confirmPassword: 'Secret@123' };
    expect(checkForm(fields, { ...base, email: '' })).toEqual({});
    expect(checkForm(fields, { ...base, email: 'nope' })).toMatchObject({ email: { kind: 'length' } });
    expect(checkForm(fields, { ...base, email: 'nope@nope' })).toMatchObject({ email: { kind: 'pattern' } });
  });
});

describe('registerBody', () => {
  it('trims, drops empties, keeps passwords as typed; mobile mode uses the number as username', () => {
    const fields = visibleFields(validate, 'mobile');
    expect(
      registerBody(
        fields,
        { mobileNum: ' 0901234567 ', password: ' Pw@12345', confirmPassword: ' Pw@12345', email: ' ' },
        'mobile',
      ),
    ).toEqual({
      mobileNum: '0901234567',
      username: '0901234567',
      password: ' Pw@12345',
      confirmPassword: ' Pw@12345',
    });
  });
});
