import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { mainWallet, pointsWallet } from '../../core/money/ledger';
import { signIn } from './sign-in';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { crossLocks } from '../../../tests/helpers/lock-order';
import { creditedDeposit, givePoints, manyMembers } from '../../../tests/helpers/factories';

/**
 * The daily sign-in pays a grant and mall points in one transaction, to the member's main wallet
 * and then to its points account. A draw or a redemption locks the member's rows first, by id
 * (decision 091): when the points account is the older row, the sign-in must not hold the main
 * wallet while it waits for it.
 */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
});
afterAll(() => database.close());

describe('the daily sign-in', () => {
  it('takes the member rows in the ledger order, so a draw holding the older row does not deadlock it', async () => {
    const [accountId] = (await manyMembers(db, 1)) as [number];
    await givePoints(db, accountId, 1n);
    await creditedDeposit(db, accountId, 100_000n);
    const main = await mainWallet(db, accountId);
    const points = await pointsWallet(db, accountId);
    expect(points).toBeLessThan(main);
    const { second, result } = await crossLocks(database, { first: points, second: main }, () =>
      signIn(db, accountId, { ip24: '10.77.1', deviceId: 'device-sign-in-lock' }, new Date()),
    );
    expect(second).toBe('locked');
    expect(result).toMatchObject({ created: true });
  });
});
