import { describe, expect, it } from 'vitest';
import { DatabaseHealth, isDatabaseUnavailable, isPoolExhausted } from './health';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the ways a connection is lost or refused', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('refused', 'ECONNREFUSED')], ''))).toBe(true);
  });

  it('looks through the causes a query builder wraps around the driver error', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('refused', 'ECONNREFUSED') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves real failures of a request alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('division by zero', '22012'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
  });

  it('does not take a full pool for a database that is down', () => {
    const waited = new Error('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(waited)).toBe(false);
    expect(isPoolExhausted(new Error('Failed query: select 1', { cause: waited }))).toBe(true);
    expect(isPoolExhausted(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(false);
  });
});

describe('DatabaseHealth', () => {
  it('reports a change of state once', () => {
    const h = new DatabaseHealth();
    expect(h.ready).toBe(true);
    expect(h.markDown('refused')).toBe(true);
    expect(h.markDown('still refused')).toBe(false);
    expect(h.reason).toBe('still refused');
    expect(h.markUp()).toBe(true);
    expect(h.markUp()).toBe(false);
  });
});
