import { eq } from 'drizzle-orm';
import type { PaymentPasswordRequest } from '../../../contract/security/schemas';
import type { Db } from '../../db/client';
import { accountSecurity } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { hashPassword } from '../../core/sessions/password';
import { checkNewSecret } from '../passwords';
import type { SiteData } from '../../core/site/site-data';
import type { Limit } from '../../core/limits/limits';
import { loadSecurity, proveSecret } from '../accounts';

/**
 * Set the payment password the first time (proved by the login password) or change it (proved
 * by the current payment password). It must pass the paymentPassword field rule.
 */
export async function setPaymentPassword(
  db: Db,
  data: SiteData,
  failures: Limit,
  accountId: number,
  body: PaymentPasswordRequest,
): Promise<void> {
  const row = await loadSecurity(db, accountId);
  await checkNewSecret(data, 'paymentPassword', body.newPaymentPassword, 'newPaymentPassword');
  if (row.paymentPasswordHash) {
    await proveSecret(
      failures,
      accountId,
      body.oldPaymentPassword,
      row.paymentPasswordHash,
      new AppError('INVALID_PAYMENT_PASSWORD', 'the current payment password is wrong', {
        field: 'oldPaymentPassword',
      }),
    );
  } else {
    await proveSecret(
      failures,
      accountId,
      body.loginPassword,
      row.passwordHash,
      new AppError('WRONG_PASSWORD', 'the login password is wrong', { field: 'loginPassword' }),
    );
  }
  const hash = await hashPassword(body.newPaymentPassword);
  await db
    .update(accountSecurity)
    .set({ paymentPasswordHash: hash })
    .where(eq(accountSecurity.accountId, accountId));
}
