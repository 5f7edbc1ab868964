import { and, eq, isNull } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/currency';
import { JACKPOT_SEED } from '../../../contract/jackpot/schemas';
import type { Db, Executor, Tx } from '../../db/client';
import { jackpotPools, ledgerAccounts } from '../../db/schema';
import { houseAccount, jackpotPoolAccount, postTransaction } from '../../core/money/ledger';

/** The one pool for now (decision 061): the feed counters' row. */
export const POOL_ID = 'main';

/**
 * Funds the pool with its seed from the house, once ever (idempotency key `jackpot:seed`), and
 * opens its feed counters. Safe to race: the second caller replays the posting.
 */
export async function seedPoolIn(tx: Tx): Promise<number> {
  const pool = await jackpotPoolAccount(tx);
  await tx.insert(jackpotPools).values({ id: POOL_ID }).onConflictDoNothing({ target: jackpotPools.id });
  await postTransaction(tx, {
    kind: 'jackpot_seed',
    idempotencyKey: 'jackpot:seed',
    memo: { reason: 'the pool starts at its minimum' },
    entries: [
      { ledgerAccountId: pool, amount: JACKPOT_SEED, system: false },
      { ledgerAccountId: await houseAccount(tx, 0), amount: -JACKPOT_SEED, system: true },
    ],
  });
  return pool;
}

export const seedPool = (db: Db) => db.transaction((tx) => seedPoolIn(tx));

/** The pool's ledger account: the house's one account of kind jackpot_pool. */
export const jackpotPoolWhere = and(
  eq(ledgerAccounts.kind, 'jackpot_pool'),
  isNull(ledgerAccounts.ownerId),
  eq(ledgerAccounts.vendorCode, ''),
  eq(ledgerAccounts.currency, CURRENCY),
);

/** The pool's balance now (0n before it was seeded). */
export async function poolBalance(db: Executor): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(jackpotPoolWhere);
  return row?.balance ?? 0n;
}
