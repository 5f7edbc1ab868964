import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { consumeCode, issueCode, MAX_CODE_ATTEMPTS } from './codes';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(() => database.close());

describe('one-time codes', () => {
  it('are six digits, work once, and only for their purpose and target', async () => {
    const { code, expiredMinutes } = await issueCode(database.db, 'register', '+84901111111');
    expect(code).toMatch(/^\d{6}$/);
    expect(expiredMinutes).toBe(5);
    await expect(consumeCode(database.db, 'noLogin', '+84901111111', code)).rejects.toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
    });
    await expect(consumeCode(database.db, 'register', '+84902222222', code)).rejects.toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
    });
    await consumeCode(database.db, 'register', '+84901111111', code);
    await expect(consumeCode(database.db, 'register', '+84901111111', code)).rejects.toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
    });
  });

  it('die after too many wrong attempts, even for the right code', async () => {
    const { code } = await issueCode(database.db, 'noLogin', '+84903333333');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      await expect(consumeCode(database.db, 'noLogin', '+84903333333', wrong)).rejects.toMatchObject({
        code: 'INVALID_VERIFICATION_CODE',
      });
    }
    await expect(consumeCode(database.db, 'noLogin', '+84903333333', code)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('expire', async () => {
    const { code } = await issueCode(database.db, 'bindEmail', 'a@example.test', 0);
    await expect(consumeCode(database.db, 'bindEmail', 'a@example.test', code)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('replace an earlier unused code for the same target', async () => {
    const first = await issueCode(database.db, 'smsLogin', '+84904444444');
    const second = await issueCode(database.db, 'smsLogin', '+84904444444');
    if (first.code !== second.code) {
      await expect(consumeCode(database.db, 'smsLogin', '+84904444444', first.code)).rejects.toMatchObject({
        code: 'INVALID_VERIFICATION_CODE',
      });
    }
    await consumeCode(database.db, 'smsLogin', '+84904444444', second.code);
  });
});
