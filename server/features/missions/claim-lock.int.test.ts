import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { mainWallet, pointsWallet } from '../../core/money/ledger';
import { claimMission } from './claim';
import { periodKeyOf } from './conditions';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { crossLocks } from '../../../tests/helpers/lock-order';
import { givePoints, manyMembers, unique } from '../../../tests/helpers/factories';

/**
 * A mission claim that pays cash and mall points posts twice in one transaction, to the member's
 * main wallet and then to its points account. A draw or a redemption locks the member's rows first,
 * in the ledger's order (by id, decision 091). When the points account is the older row, a claim
 * that took the main wallet first and a draw that took the points account first would wait on
 * each other: the claim locks both rows up front, in that one order.
 */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
});
afterAll(() => database.close());

const origin = { ip24: null, deviceId: 'device-claim-lock' };

describe('a mission claim paying cash and points', () => {
  it('takes the member rows in the ledger order, so a draw holding the older row does not deadlock it', async () => {
    // Points first: the member's points account is the older (lower id) row.
    const [accountId] = (await manyMembers(db, 1)) as [number];
    await givePoints(db, accountId, 1n);
    const main = await mainWallet(db, accountId);
    const points = await pointsWallet(db, accountId);
    expect(points).toBeLessThan(main);
    // The seeded first-bet mission (cash and mall points), complete.
    const m = (await db.execute<{ id: number }>(sql`SELECT id FROM missions WHERE code = 'once-first-bet'`))
      .rows[0]!;
    await db.execute(sql`
      INSERT INTO mission_progress (account_id, mission_id, period_key, progress, target, completed_at)
      VALUES (${accountId}, ${m.id}, ${periodKeyOf('once', new Date())}, 10000, 10000, now())`);

    // A draw holds the older row (its first), the claim runs, the draw asks for the main wallet.
    const { second, result } = await crossLocks(database, { first: points, second: main }, () =>
      claimMission(db, accountId, m.id, unique('claim-'), origin, new Date()),
    );
    expect(second).toBe('locked');
    expect(result).toMatchObject({ created: true });
  });
});
