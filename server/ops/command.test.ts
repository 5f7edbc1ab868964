import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { AppError } from '../core/context/errors';
import { json, onDb, run } from './command';

describe('the ops commands shared machinery', () => {
  it('prints an AppError as its code and message, with the rule a reward failed', async () => {
    await expect(run(() => Promise.reject(new AppError('NOT_FOUND', 'no such drop')))).rejects.toThrow(
      /^NOT_FOUND: no such drop$/,
    );
    const ruled = new AppError('RULE_FAILED', 'rule not met', { rule: 'deposit_count' });
    await expect(run(() => Promise.reject(ruled))).rejects.toThrow(
      /^RULE_FAILED: rule not met \(deposit_count\)$/,
    );
  });

  it('passes any other error through as it is', async () => {
    const boom = new TypeError('boom');
    await expect(run(() => Promise.reject(boom))).rejects.toBe(boom);
  });

  it('runs a command on the query handle', async () => {
    const db = { tag: 'db' } as unknown as Database['db'];
    const command = onDb(async (d) => json({ same: d === db, amount: 12_000n }));
    expect(await command({ db } as Database)).toBe('{\n  "same": true,\n  "amount": "12000"\n}');
  });
});
