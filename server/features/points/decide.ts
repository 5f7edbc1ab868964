import { desc, eq, sql } from 'drizzle-orm';
import type { DecideRedemptionRequest } from '../../../contract/points/schemas';
import type { Db } from '../../db/client';
import { pointsGoods, pointsRedemptions } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { postTransaction } from '../../core/money/ledger';
import { pointsIssuer, pointsWallet } from './accounts';
import { findRedemption, selectRedemptions, toRedemption } from './views';

/**
 * The operator moves a physical redemption out of in_process (decision 050): approve (sent; the
 * remark may carry the tracking number) or reject (the points come back by a reversing ledger
 * transaction and the stock by the quantity). Only an in_process row changes (the status
 * predicate under its row lock), so two decisions on one row take effect once. Audited.
 */
export async function decideRedemption(db: Db, actor: Actor, id: number, d: DecideRedemptionRequest) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        accountId: pointsRedemptions.accountId,
        goodsId: pointsRedemptions.goodsId,
        quantity: pointsRedemptions.quantity,
        points: pointsRedemptions.points,
        status: pointsRedemptions.status,
      })
      .from(pointsRedemptions)
      .where(eq(pointsRedemptions.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', `no redemption ${id}`);
    if (row.status !== 'in_process') throw new AppError('WRONG_STATE', `redemption ${id} is ${row.status}`);
    let refund: number | null = null;
    if (d.decision === 'reject') {
      const points = row.points;
      const posted = await postTransaction(tx, {
        kind: 'points_refund',
        idempotencyKey: `points:refund:${id}`,
        memo: { redemptionId: id, reason: d.remark ?? null },
        entries: [
          { ledgerAccountId: await pointsWallet(tx, row.accountId), amount: points, system: false },
          { ledgerAccountId: await pointsIssuer(tx), amount: -points, system: true },
        ],
      });
      refund = posted.transactionId;
      await tx
        .update(pointsGoods)
        .set({ stock: sql`${pointsGoods.stock} + ${row.quantity}` })
        .where(eq(pointsGoods.id, row.goodsId));
    }
    await tx
      .update(pointsRedemptions)
      .set({
        status: d.decision === 'approve' ? 'approved' : 'rejected',
        remark: d.remark ?? null,
        refundTransactionId: refund,
        decidedAt: sql`now()`,
        decidedBy: actor,
      })
      .where(eq(pointsRedemptions.id, id));
    await audit(tx, actor, `points.redemption.${d.decision}`, `redemption:${id}`, { remark: d.remark });
  });
  return (await findRedemption(db, id, 'en'))!;
}

/** Redemptions for the operator: in process (oldest first) or all (newest first). */
export async function listRedemptionsForOps(db: Db, status: 'in_process' | 'all', limit: number) {
  const rows = await (
    status === 'all'
      ? selectRedemptions(db).orderBy(desc(pointsRedemptions.id))
      : selectRedemptions(db).where(eq(pointsRedemptions.status, 'in_process')).orderBy(pointsRedemptions.id)
  ).limit(limit);
  return rows.map((row) => ({ ...toRedemption(row, 'en'), account: row.account, decidedBy: row.decidedBy }));
}
