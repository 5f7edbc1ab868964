import { and, count, desc, eq } from 'drizzle-orm';
import type { Deposit } from '../../../contract/payments/schemas';
import type { Db } from '../../db/client';
import { deposits, paymentChannels } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { toDeposit } from './deposit-view';

/** Deposit rows with what their view (toDeposit) needs of the channel. */
const selectDeposits = (db: Db) =>
  db
    .select({ d: deposits, c: { kind: paymentChannels.kind, receivingBank: paymentChannels.receivingBank } })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.code, deposits.channelCode));

/** The member's deposits, newest first. */
export async function findDeposits(db: Db, accountId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    selectDeposits(db)
      .where(eq(deposits.accountId, accountId))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(deposits).where(eq(deposits.accountId, accountId)),
  ]);
  return {
    list: rows.map((r) => toDeposit(r.d, r.c)),
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
  };
}

/** One of the member's deposits (another member's is NOT_FOUND, as a missing one). */
export async function getDeposit(db: Db, accountId: number, id: number): Promise<Deposit> {
  const [r] = await selectDeposits(db).where(and(eq(deposits.id, id), eq(deposits.accountId, accountId)));
  if (!r) throw new AppError('NOT_FOUND', `no deposit ${id}`);
  return toDeposit(r.d, r.c);
}
