import { sql } from 'drizzle-orm';
import type { DecideRedemptionRequest } from '../../../contract/points';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { postTransaction } from '../../lib/ledger';
import { pointsIssuer, pointsWallet } from './accounts';
import { findRedemption, redemptionSelect, toRedemption, type RedemptionRow } from './views';

/**
 * The operator moves a physical redemption out of in_process (decision 050): approve (sent; the
 * remark may carry the tracking number) or reject (the points come back by a reversing ledger
 * transaction and the stock by the quantity). Only an in_process row changes (the status
 * predicate under its row lock), so two decisions on one row take effect once. Audited.
 */
export async function decideRedemption(db: Db, actor: Actor, id: number, d: DecideRedemptionRequest) {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{
      account_id: string;
      goods_id: number;
      quantity: number;
      points: string;
      status: string;
    }>(sql`
      SELECT account_id, goods_id, quantity, points::text, status FROM points_redemptions WHERE id = ${id} FOR UPDATE`);
    const row = r.rows[0];
    if (!row) throw new AppError('NOT_FOUND', `no redemption ${id}`);
    if (row.status !== 'in_process') throw new AppError('WRONG_STATE', `redemption ${id} is ${row.status}`);
    let refund: number | null = null;
    if (d.decision === 'reject') {
      const points = BigInt(row.points);
      const posted = await postTransaction(tx, {
        kind: 'points_refund',
        idempotencyKey: `points:refund:${id}`,
        memo: { redemptionId: id, reason: d.remark ?? null },
        entries: [
          { ledgerAccountId: await pointsWallet(tx, Number(row.account_id)), amount: points, system: false },
          { ledgerAccountId: await pointsIssuer(tx), amount: -points, system: true },
        ],
      });
      refund = posted.transactionId;
      await tx.execute(
        sql`UPDATE points_goods SET stock = stock + ${row.quantity} WHERE id = ${row.goods_id}`,
      );
    }
    await tx.execute(sql`
      UPDATE points_redemptions SET status = ${d.decision === 'approve' ? 'approved' : 'rejected'},
        remark = ${d.remark ?? null}, refund_transaction_id = ${refund}, decided_at = now(), decided_by = ${actor}
      WHERE id = ${id}`);
    await audit(tx, actor, `points.redemption.${d.decision}`, `redemption:${id}`, { remark: d.remark });
  });
  return (await findRedemption(db, id, 'en'))!;
}

/** Redemptions for the operator: in process (oldest first) or all (newest first). */
export async function listRedemptionsForOps(db: Db, status: 'in_process' | 'all', limit: number) {
  const r = await db.execute<RedemptionRow>(
    status === 'all'
      ? sql`${redemptionSelect} ORDER BY r.id DESC LIMIT ${limit}`
      : sql`${redemptionSelect} WHERE r.status = 'in_process' ORDER BY r.id LIMIT ${limit}`,
  );
  return r.rows.map((row) => ({
    ...toRedemption(row, 'en'),
    account: row.account,
    decidedBy: row.decided_by,
  }));
}
