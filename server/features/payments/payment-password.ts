import type { Db } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { loadSecurity, proveSecret } from '../accounts';
import type { Limit } from '../../core/limits/limits';

/**
 * The payment password of money actions (withdrawals, transfers): NOT_BOUND when none is set
 * (the security centre sets it), INVALID_PAYMENT_PASSWORD when wrong; wrong guesses share the
 * security centre's counter, so 5 in 15 minutes lock every secret check of the account.
 */
export async function checkPaymentPassword(db: Db, failures: Limit, accountId: number, given: string) {
  const row = await loadSecurity(db, accountId);
  if (!row.paymentPasswordHash)
    throw new AppError('NOT_BOUND', 'set a payment password first', { field: 'paymentPassword' });
  await proveSecret(
    failures,
    accountId,
    given,
    row.paymentPasswordHash,
    new AppError('INVALID_PAYMENT_PASSWORD', 'the payment password is wrong', { field: 'paymentPassword' }),
  );
}
