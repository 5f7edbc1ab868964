import { describe, expect, it } from 'vitest';
import { violatesUnique } from './unique-violation';

describe('violatesUnique', () => {
  const pgError = Object.assign(new Error('duplicate key'), {
    code: '23505',
    constraint: 'accounts_email_uq',
  });

  it('finds the violated index on the error or a cause drizzle wrapped it in', () => {
    expect(violatesUnique(pgError, 'accounts_email_uq')).toBe(true);
    expect(violatesUnique(new Error('query failed', { cause: pgError }), 'accounts_email_uq')).toBe(true);
  });

  it('is false for another index, another error code or no database error', () => {
    expect(violatesUnique(pgError, 'accounts_mobile_uq')).toBe(false);
    expect(violatesUnique(Object.assign(new Error('x'), { code: '23503' }), 'accounts_email_uq')).toBe(false);
    expect(violatesUnique(new Error('network'), 'accounts_email_uq')).toBe(false);
    expect(violatesUnique(undefined, 'accounts_email_uq')).toBe(false);
  });
});
