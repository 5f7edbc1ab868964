import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createTestDatabase } from '../../tests/helpers/test-db';

let database: Database;
let member: number;
let cashIn: number;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const acc = await q(`INSERT INTO accounts (account, nickname, type) VALUES ('m1', 'M1', 0) RETURNING id`);
  const m = await q(
    `INSERT INTO ledger_accounts (kind, owner_id, currency) VALUES ('member_main', $1, 'VND') RETURNING id`,
    [acc.rows[0].id],
  );
  const c = await q(`INSERT INTO ledger_accounts (kind, currency) VALUES ('cash_in', 'VND') RETURNING id`);
  member = Number(m.rows[0].id);
  cashIn = Number(c.rows[0].id);
});
afterAll(() => database.close());

/** Run statements in one transaction; resolves to the error PostgreSQL raised, if any. */
async function inTransaction(statements: [string, unknown[]][]): Promise<Error | undefined> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    for (const [text, values] of statements) await client.query(text, values);
    await client.query('COMMIT');
    return undefined;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    return err as Error;
  } finally {
    client.release();
  }
}

const newTx = (key: string): [string, unknown[]] => [
  `INSERT INTO ledger_transactions (kind, idempotency_key) VALUES ('test', $1)`,
  [key],
];
const entry = (key: string, account: number, amount: number): [string, unknown[]] => [
  `INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
   SELECT id, $2, $3, 0 FROM ledger_transactions WHERE idempotency_key = $1`,
  [key, account, amount],
];

describe('ledger invariants enforced by the database', () => {
  it('commits a balanced transaction', async () => {
    expect(
      await inTransaction([newTx('ok-1'), entry('ok-1', cashIn, -500), entry('ok-1', member, 500)]),
    ).toBeUndefined();
  });

  it('refuses to commit entries that do not sum to zero', async () => {
    const err = await inTransaction([
      newTx('bad-1'),
      entry('bad-1', cashIn, -500),
      entry('bad-1', member, 400),
    ]);
    expect(err?.message).toMatch(/does not balance/);
    const found = await database.pool.query(
      `SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'bad-1'`,
    );
    expect(found.rowCount).toBe(0);
  });

  it('refuses a second transaction with the same idempotency key', async () => {
    const err = await inTransaction([newTx('ok-1')]);
    expect(err?.message).toMatch(/duplicate key/);
  });

  it('refuses to update or delete ledger rows', async () => {
    expect((await inTransaction([[`UPDATE ledger_entries SET amount = amount * 2`, []]]))?.message).toMatch(
      /append-only/,
    );
    expect((await inTransaction([[`DELETE FROM ledger_entries`, []]]))?.message).toMatch(/append-only/);
    expect((await inTransaction([[`DELETE FROM ledger_transactions`, []]]))?.message).toMatch(/append-only/);
    expect((await inTransaction([[`TRUNCATE ledger_entries CASCADE`, []]]))?.message).toMatch(/append-only/);
  });

  it('never lets a member wallet go below zero, while system accounts may', async () => {
    const err = await inTransaction([[`UPDATE ledger_accounts SET balance = -1 WHERE id = $1`, [member]]]);
    expect(err?.message).toMatch(/ledger_accounts_member_non_negative/);
    expect(
      await inTransaction([[`UPDATE ledger_accounts SET balance = -1 WHERE id = $1`, [cashIn]]]),
    ).toBeUndefined();
  });

  it('keeps one system account of each kind per currency', async () => {
    const err = await inTransaction([
      [`INSERT INTO ledger_accounts (kind, currency) VALUES ('cash_in', 'VND')`, []],
    ]);
    expect(err?.message).toMatch(/ledger_accounts_owner_uq/);
  });
});
