import { eq } from 'drizzle-orm';
import type { WalletTransferRequest } from '../../../contract/wallet/schemas';
import type { Db, Tx } from '../../db/client';
import { vendors } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { getBalance } from './get-balance';
import { mainWallet, postTransaction, vendorWallet } from '../../core/money/ledger';
import { isSingleWallet } from './wallet-mode';

/**
 * Move money between the main wallet and a vendor wallet (transfer mode only). The client's
 * requestId is the idempotency key, scoped to the member: a retry returns the same ledger
 * transaction and moves nothing; the same key with another amount or direction is
 * DUPLICATE_TRANSACTION.
 */
export async function transfer(db: Db, accountId: number, body: WalletTransferRequest) {
  if (await isSingleWallet(db)) throw new AppError('TRANSFER_DISABLED', 'the merchant runs a single wallet');
  const vendor = body.from === 'main' ? body.to : body.from;
  const [known] = await db.select({ code: vendors.code }).from(vendors).where(eq(vendors.code, vendor));
  if (!known)
    throw new AppError('BAD_REQUEST', `unknown vendor ${vendor}`, {
      field: body.from === 'main' ? 'to' : 'from',
    });

  return db.transaction(async (tx: Tx) => {
    const main = await mainWallet(tx, accountId);
    const other = await vendorWallet(tx, accountId, vendor);
    const [from, to] = body.from === 'main' ? [main, other] : [other, main];
    const posted = await postTransaction(tx, {
      kind: 'wallet_transfer',
      idempotencyKey: `transfer:${accountId}:${body.requestId}`,
      memo: { from: body.from, to: body.to },
      entries: [
        { ledgerAccountId: from, amount: -body.amount, system: false },
        { ledgerAccountId: to, amount: body.amount, system: false },
      ],
    });
    return { transactionId: posted.transactionId, ...(await getBalance(tx, accountId)) };
  });
}
