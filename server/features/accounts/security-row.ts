import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSecurity, accounts } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { verifyPassword } from '../../core/sessions/password';
import type { Limit } from '../../core/limits/limits';

/** The profile and security fields of an account; the security row is made on first need. */
export async function loadSecurity(db: Db, accountId: number) {
  await db.insert(accountSecurity).values({ accountId }).onConflictDoNothing();
  const [row] = await db
    .select({
      account: accounts.account,
      passwordHash: accounts.passwordHash,
      email: accounts.email,
      mobileNum: accounts.mobileNum,
      countryDialingCode: accounts.countryDialingCode,
      paymentPasswordHash: accountSecurity.paymentPasswordHash,
      totpSecret: accountSecurity.totpSecret,
      totpPendingSecret: accountSecurity.totpPendingSecret,
      totpLastStep: accountSecurity.totpLastStep,
      secondStepMethod: accountSecurity.secondStepMethod,
      payeeName: accountSecurity.payeeName,
    })
    .from(accounts)
    .innerJoin(accountSecurity, eq(accountSecurity.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw new AppError('NOT_LOGGED_IN', 'the account is gone');
  return row;
}
export type SecurityRow = Awaited<ReturnType<typeof loadSecurity>>;

/**
 * Checks a secret the member typed (login or payment password). Wrong guesses are counted per
 * account, the attempt reserved before the hash: after 5 in 15 minutes the security centre
 * refuses with TOO_MANY_REQUESTS, however many guesses arrive at once.
 */
export async function proveSecret(
  failures: Limit,
  accountId: number,
  given: string | undefined,
  storedHash: string | null,
  wrong: AppError,
): Promise<void> {
  const right = await failures.attempt(
    String(accountId),
    async () => !!given && !!storedHash && (await verifyPassword(given, storedHash)),
  );
  if (!right) throw wrong;
}
