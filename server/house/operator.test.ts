import { describe, expect, it } from 'vitest';
import { AppError } from '../core/context/errors';
import { createOperator } from './operator';

const answer = (status: number, code: string) => () =>
  new Response(JSON.stringify({ success: false, code, message: '', value: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('createOperator', () => {
  it("passes the operator's SERVICE_UNAVAILABLE on with its Retry-After", async () => {
    const operator = createOperator('s'.repeat(64), answer(503, 'SERVICE_UNAVAILABLE'));
    const err = await operator.balance('HOUSE', 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { retryAfter: 5 } });
  });

  it('passes other refusals on without one', async () => {
    const operator = createOperator('s'.repeat(64), answer(409, 'INSUFFICIENT_FUNDS'));
    const err = await operator.balance('HOUSE', 1).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: {} });
  });
});
