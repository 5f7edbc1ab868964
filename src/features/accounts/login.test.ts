import { describe, expect, it } from 'vitest';
import { validateLogin } from './login';

describe('validateLogin', () => {
  it('requires a username after trimming and a password', () => {
    expect(validateLogin('', '')).toEqual({ username: 'required', password: 'required' });
    expect(validateLogin('   ', 'secret')).toEqual({ username: 'required' });
    expect(validateLogin('player1', '')).toEqual({ password: 'required' });
  });

  it('does not trim passwords (spaces may be part of one)', () => {
    expect(validateLogin('player1', ' ')).toEqual({});
    expect(validateLogin(' player1 ', 'secret')).toEqual({});
  });
});
