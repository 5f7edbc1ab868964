import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../../contract/system';
import { checkField, checkForm, visibleFields } from './register';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  min: 0,
  max: 50,
  pattern: '*',
  ...over,
});

describe('visibleFields', () => {
  it('shows enabled known fields in display order', () => {
    const fields = visibleFields({
      email: rule({ required: true }),
      username: rule({ min: 4, max: 16, required: true }),
      password: rule({ min: 6, max: 20, required: true }),
      confirmPassword: rule({ required: true }),
      qqNum: rule({ enabled: false }),
      somethingNew: rule(),
      mobileNum: rule(),
    });
    expect(fields.map((f) => f.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
    ]);
    expect(fields.find((f) => f.name === 'email')!.rule.required).toBe(true);
    expect(fields.find((f) => f.name === 'mobileNum')!.rule.required).toBe(false);
  });

  it('always shows the essential fields, required', () => {
    const fields = visibleFields({ username: rule({ enabled: false, required: false }) });
    expect(fields.map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword']);
    expect(fields.every((f) => f.rule.required && f.rule.enabled)).toBe(true);
  });

  it('ignores inherited keys', () => {
    expect(
      visibleFields(Object.create({ email: rule() }) as Record<string, FieldRule>).map((f) => f.name),
    ).not.toContain('email');
  });
});

describe('checkField', () => {
  it('checks presence and length', () => {
    expect(checkField('  ', rule({ required: true }))).toEqual({ kind: 'required' });
    expect(checkField('', rule())).toBeNull();
    expect(checkField('abc', rule({ min: 4, max: 16 }))).toEqual({ kind: 'length', min: 4, max: 16 });
    expect(checkField('abcd', rule({ min: 4, max: 16 }))).toBeNull();
    expect(checkField('a'.repeat(17), rule({ min: 4, max: 16 }))).toEqual({
      kind: 'length',
      min: 4,
      max: 16,
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkField('Nguyễn', rule({ min: 6, max: 6 }))).toBeNull();
    expect(checkField('😀😀', rule({ min: 2, max: 2 }))).toBeNull();
  });
});

describe('checkForm', () => {
  const fields = visibleFields({
    username: rule({ min: 4, max: 16 }),
    password: rule({ min: 6, max: 20 }),
    confirmPassword: rule(),
  });

  it('requires matching passwords', () => {
    expect(
      checkForm(fields, { username: 'player', password: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual({
      confirmPassword: { kind: 'mismatch' },
    });
    expect(
      checkForm(fields, { username: 'player', password: 'secret1', confirmPassword: 'secret1' }),
    ).toEqual({});
  });

  it('reports every missing required field', () => {
    expect(Object.keys(checkForm(fields, {}))).toEqual(['username', 'password', 'confirmPassword']);
  });
});
