import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { ApiError, toApiError, unwrap } from './api';

describe('envelope unwrapping', () => {
  it('returns the value of a successful envelope', () => {
    expect(unwrap({ success: true, code: 'OK', message: '', value: { status: 0 } })).toEqual({ status: 0 });
  });

  it('throws an ApiError with the server code and field', () => {
    const body = {
      success: false,
      code: 'BAD_REQUEST',
      message: 'username: too short',
      value: { field: 'username' },
    };
    expect(() => unwrap(body, 400)).toThrowError(ApiError);
    try {
      unwrap(body, 400);
    } catch (err) {
      expect(err).toMatchObject({ code: 'BAD_REQUEST', status: 400, field: 'username' });
    }
  });

  it('keeps retryAfter and captchaRequired of the error value', () => {
    try {
      unwrap(
        { success: false, code: 'INVALID_CREDENTIALS', message: '', value: { captchaRequired: true } },
        401,
      );
    } catch (err) {
      expect(err).toMatchObject({ code: 'INVALID_CREDENTIALS', details: { captchaRequired: true } });
    }
    try {
      unwrap({ success: false, code: 'TOO_MANY_REQUESTS', message: '', value: { retryAfter: 300 } }, 429);
    } catch (err) {
      expect(err).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfter: 300 } });
    }
  });

  it('keeps the remaining turnover and the failing rule of a rewards refusal, nothing malformed', () => {
    const refuse = (code: string, value: unknown) => () =>
      unwrap({ success: false, code, message: '', value }, 409);
    expect(refuse('TURNOVER_NOT_MET', { remainingTurnover: '750000' })).toThrowError(
      expect.objectContaining({
        code: 'TURNOVER_NOT_MET',
        details: { remainingTurnover: '750000' },
      }) as Error,
    );
    expect(refuse('RULE_FAILED', { rule: 'deposit_count' })).toThrowError(
      expect.objectContaining({ code: 'RULE_FAILED', details: { rule: 'deposit_count' } }) as Error,
    );
    expect(refuse('TURNOVER_NOT_MET', { remainingTurnover: '-5' })).toThrowError(
      expect.objectContaining({ code: 'TURNOVER_NOT_MET', details: {} }) as Error,
    );
  });

  it('keeps a code it does not know (a newer server) and maps non-envelopes and odd codes to UNKNOWN', () => {
    expect(() => unwrap({ success: false, code: 'SOMETHING_NEW', message: '', value: null })).toThrowError(
      expect.objectContaining({ code: 'SOMETHING_NEW' }) as Error,
    );
    expect(() => unwrap({ success: false, code: 'toString', message: '', value: null })).toThrowError(
      expect.objectContaining({ code: 'UNKNOWN' }) as Error,
    );
    expect(() => unwrap({ success: false, code: 42, message: '', value: null })).toThrowError(
      expect.objectContaining({ code: 'UNKNOWN' }) as Error,
    );
    expect(() => unwrap('<html>')).toThrowError(expect.objectContaining({ code: 'UNKNOWN' }) as Error);
  });
});

describe('request failures', () => {
  it('treats a missing response as a network failure', () => {
    const err = new FetchError('fetch failed');
    expect(toApiError(err).code).toBe('NETWORK');
  });

  it('reads the envelope of an error response', () => {
    const err = new FetchError('404');
    Object.assign(err, {
      response: new Response(null, { status: 404 }),
      statusCode: 404,
      data: { success: false, code: 'NOT_FOUND', message: 'no route', value: null },
    });
    expect(toApiError(err)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('falls back to UNKNOWN for anything else', () => {
    expect(toApiError(new Error('boom')).code).toBe('UNKNOWN');
  });
});
