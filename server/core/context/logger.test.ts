import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, errorForLog } from './logger';

/** A pg DatabaseError's shape: the values sit in its message, detail and where. */
function pgError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), fields);
}

describe('errorForLog', () => {
  const cause = pgError('invalid input syntax for type uuid: "canary@example.test"', {
    code: '22P02',
    severity: 'ERROR',
    table: 'accounts',
    detail: 'Failing row contains (canary@example.test, scrypt$1$2$3$salt$hash).',
    where: "unnamed portal parameter $1 = 'canary@example.test'",
  });
  const failed = new DrizzleQueryError(
    'insert into "accounts" ("email", "password_hash") values ($1, $2)',
    ['canary@example.test', 'scrypt$1$2$3$salt$hash'],
    cause,
  );

  it('keeps the SQL and the SQLSTATE, never the parameters, detail, where or quoted values', () => {
    const out = JSON.stringify(errorForLog(new Error('request failed', { cause: failed })));
    expect(out).not.toMatch(/canary|scrypt\$/);
    expect(out).toContain('insert into \\"accounts\\"');
    expect(out).toContain('[2 redacted]');
    expect(out).toContain('22P02');
    expect(out).toContain('"table":"accounts"');
    expect(out).toContain('invalid input syntax for type uuid: \\"…\\"');
  });

  it('is the logger’s err serializer', () => {
    const lines: string[] = [];
    createLogger('info', { write: (s: string) => void lines.push(s) }).error({ err: failed }, 'boom');
    expect(lines.join('')).not.toMatch(/canary|scrypt\$/);
    expect(lines.join('')).toContain('[2 redacted]');
  });
});
