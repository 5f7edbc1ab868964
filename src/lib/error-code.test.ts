import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from './api';
import { knownCodeOf } from './error-code';

const texts = { NOT_FOUND: 'gone', NETWORK: 'offline', UNKNOWN: 'oops' };

describe('knownCodeOf (errorCodeOf picks texts by it)', () => {
  it('answers the code of an ApiError there is a text for', () => {
    expect(knownCodeOf(new ApiError('NOT_FOUND', 404), texts)).toBe('NOT_FOUND');
    expect(knownCodeOf(new ApiError('NETWORK'), texts)).toBe('NETWORK');
  });

  it('answers UNKNOWN for a newer server code, an inherited name or anything not an ApiError', () => {
    expect(knownCodeOf(new ApiError('SOMETHING_NEW' as ClientErrorCode, 409), texts)).toBe('UNKNOWN');
    expect(knownCodeOf(new ApiError('constructor' as ClientErrorCode), texts)).toBe('UNKNOWN');
    expect(knownCodeOf(new Error('boom'), texts)).toBe('UNKNOWN');
  });
});
