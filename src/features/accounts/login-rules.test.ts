import { describe, expect, it } from 'vitest';
import { mobileProblem, validateLogin, validateSmsLogin } from './login-rules';

describe('validateLogin', () => {
  it('requires a trimmed username, a password, and the captcha when shown', () => {
    expect(validateLogin('', '')).toEqual({ username: 'required', password: 'required' });
    expect(validateLogin('   ', 'secret')).toEqual({ username: 'required' });
    expect(validateLogin('player1', ' ')).toEqual({});
    expect(validateLogin('player1', 'x', ' ')).toEqual({ captcha: 'required' });
    expect(validateLogin('player1', 'x', 'ab12')).toEqual({});
  });
});

describe('SMS login', () => {
  it('needs a valid mobile number and a code', () => {
    const rule = { enabled: true, required: false, min: 9, max: 11, pattern: 'DIGITS' as const };
    expect(mobileProblem('', rule)).toBe('required');
    expect(mobileProblem('09012', rule)).toBe('invalid');
    expect(mobileProblem('09012abc45', rule)).toBe('invalid');
    expect(mobileProblem('0901234567', rule)).toBeUndefined();
    expect(validateSmsLogin('0901234567', '', rule)).toEqual({ code: 'required' });
    expect(validateSmsLogin('0901234567', '123456', undefined)).toEqual({});
  });
});
