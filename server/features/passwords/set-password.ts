import { eq, sql } from 'drizzle-orm';
import { checkField } from '../../../contract/patterns';
import type { FieldRule } from '../../../contract/system/schemas';
import type { Deps } from '../../core/context/deps';
import type { Db } from '../../db/client';
import { accountSecurity, accounts } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { hashPassword } from '../../core/sessions/password';
import { revokeOtherSessions } from '../../core/sessions/sessions';
import type { SiteData } from '../../core/site/site-data';

/** Used when the site has no rule for the field (an unseeded database). */
const FALLBACK_RULES: Record<string, FieldRule> = {
  password: { enabled: true, required: true, min: 8, max: 20, pattern: 'STRONG_PASSWORD' },
  paymentPassword: { enabled: true, required: true, min: 6, max: 6, pattern: 'DIGITS' },
};

/**
 * Checks a new secret against the register field rule `ruleName` (GET /wps/system/setting/register).
 * The rule applies even when the field is switched off for registration.
 */
export async function checkNewSecret(
  data: SiteData,
  ruleName: 'password' | 'paymentPassword',
  value: string,
  field: string,
): Promise<void> {
  const rule = (await data.register.get()).validate[ruleName] ?? FALLBACK_RULES[ruleName]!;
  const problem = checkField({ ...rule, enabled: true, required: true }, value);
  if (problem) {
    throw new AppError('BAD_REQUEST', `${field}: ${problem.kind} (${rule.pattern} ${rule.min}-${rule.max})`, {
      field,
    });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inside a transaction: the new hash, and the account no longer has to change its password. */
export async function writePassword(tx: Tx, accountId: number, hash: string): Promise<void> {
  await tx.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, accountId));
  await tx
    .insert(accountSecurity)
    .values({ accountId, mustChangePassword: false, passwordChangedAt: sql`now()` })
    .onConflictDoUpdate({
      target: accountSecurity.accountId,
      set: { mustChangePassword: false, passwordChangedAt: sql`now()` },
    });
}

/** A reset (by link or by phone): new password, and every session of the account ends. */
export async function resetPassword(deps: Deps, accountId: number, newPassword: string): Promise<void> {
  const hash = await hashPassword(newPassword);
  await deps.db.transaction((tx) => writePassword(tx, accountId, hash));
  await revokeOtherSessions(deps.db, accountId);
}
