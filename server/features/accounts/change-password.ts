import { eq, sql } from 'drizzle-orm';
import { checkField } from '../../../contract/patterns';
import { accounts, accountSecurity, sessions } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { hashPassword, verifyPassword } from '../../core/sessions/password';
import type { SessionInfo } from '../../core/sessions/sessions';
import { revokeOtherSessions } from '../../core/sessions/sessions';
import type { AccountsContext } from './login';
import { loadAccount } from './member-info';

export type ChangePasswordInput = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * The old password must match; the new one passes the published password rule and its
 * confirmation. Clears must-change (the account's and this session's: decision 103), restarts the
 * expiry clock and ends every other session.
 */
export async function changePassword(
  ctx: AccountsContext,
  session: SessionInfo,
  input: ChangePasswordInput,
): Promise<void> {
  const { db } = ctx.deps;
  const setting = await ctx.site.register.get();
  const rule = setting.validate.password;
  if (rule) {
    const problem = checkField({ ...rule, enabled: true, required: true }, input.newPassword);
    if (problem)
      throw new AppError('BAD_REQUEST', `newPassword fails the password rule (${problem.kind})`, {
        field: 'newPassword',
      });
  }
  if (input.confirmNewPassword !== input.newPassword)
    throw new AppError('BAD_REQUEST', 'confirmNewPassword does not match', { field: 'confirmNewPassword' });

  const account = await loadAccount(db, session.accountId);
  const stored = account.passwordHash;
  // Reserved before the hash: parallel guesses cannot check more than the limit.
  const right = await ctx.limits.changePassword.attempt(
    String(account.id),
    async () => !!stored && (await verifyPassword(input.oldPassword, stored)),
  );
  if (!right) throw new AppError('WRONG_PASSWORD', 'the old password is wrong', { field: 'oldPassword' });
  if (input.newPassword === input.oldPassword)
    throw new AppError('BAD_REQUEST', 'the new password must differ from the old one', {
      field: 'newPassword',
    });

  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, account.id));
    await tx
      .insert(accountSecurity)
      .values({ accountId: account.id, mustChangePassword: false, passwordChangedAt: sql`now()` })
      .onConflictDoUpdate({
        target: accountSecurity.accountId,
        set: { mustChangePassword: false, passwordChangedAt: sql`now()` },
      });
    await tx.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.id, session.sessionId));
  });
  await revokeOtherSessions(db, account.id, session.sessionId);
  ctx.deps.log.info({ accountId: account.id }, 'password changed; other sessions ended');
}
