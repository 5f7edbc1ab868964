import { sql } from 'drizzle-orm';
import type { CreateDownlineRequest } from '../../../contract/agent';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { MEMBER_CURRENCY } from '../../lib/ledger';
import { checkNewSecret } from '../passwords';
import type { SiteData } from '../system';
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
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO accounts (account, nickname, type, password_hash, parent_id)
      VALUES (${input.username}, ${input.nickname || input.username}, ${type}, ${passwordHash}, ${agent.accountId})
      ON CONFLICT (account) DO NOTHING
      RETURNING id`);
    const row = inserted.rows[0];
    if (!row) throw new AppError('ACCOUNT_EXISTS', 'this account name is taken', { field: 'username' });
    const id = Number(row.id);
    // The agent chose this password and may share it: the owner sets their own at first login
    // (spec section 4's forced change of a default password; see complete-login.ts).
    await tx.execute(
      sql`INSERT INTO account_security (account_id, must_change_password) VALUES (${id}, true)`,
    );
    await tx.execute(
      sql`INSERT INTO ledger_accounts (kind, owner_id, currency) VALUES ('member_main', ${id}, ${MEMBER_CURRENCY})`,
    );
    return { id, account: input.username, type };
  });
}
