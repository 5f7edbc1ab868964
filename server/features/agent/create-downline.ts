import type { CreateDownlineRequest } from '../../../contract/agent/schemas';
import type { Db } from '../../db/client';
import { accounts, accountSecurity, ledgerAccounts } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { hashPassword } from '../../core/sessions/password';
import { MEMBER_CURRENCY } from '../../core/money/ledger';
import { checkNewSecret } from '../passwords';
import type { SiteData } from '../../core/site/site-data';
import { downlineType } from './downline-type';

/**
 * Register centre: the agent opens an account directly under itself. The closure rows come with
 * the account (the accounts insert trigger), in this same transaction. The account must change
 * the agent's password at its first login. The agent's password passes the site's published
 * password rule, the same one change-password applies: a weaker one could never be kept.
 */
export async function createDownline(
  db: Db,
  site: SiteData,
  agent: { accountId: number; type: number },
  input: CreateDownlineRequest,
) {
  const type = downlineType(agent.type, input.kind);
  await checkNewSecret(site, 'password', input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        account: input.username,
        nickname: input.nickname || input.username,
        type,
        passwordHash,
        parentId: agent.accountId,
      })
      .onConflictDoNothing({ target: accounts.account })
      .returning({ id: accounts.id });
    if (!row) throw new AppError('ACCOUNT_EXISTS', 'this account name is taken', { field: 'username' });
    const { id } = row;
    // The agent chose this password and may share it: the owner sets their own at first login
    // (spec section 4's forced change of a default password; see complete-login.ts).
    await tx.insert(accountSecurity).values({ accountId: id, mustChangePassword: true });
    await tx.insert(ledgerAccounts).values({ kind: 'member_main', ownerId: id, currency: MEMBER_CURRENCY });
    return { id, account: input.username, type };
  });
}
