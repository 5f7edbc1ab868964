import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema';

export const LOGIN_HISTORY_SIZE = 20;

/** The account's latest logins (failed ones too), newest first. */
export async function findLogins(db: Db, accountId: number) {
  const rows = await db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.accountId, accountId))
    .orderBy(desc(loginHistory.at), desc(loginHistory.id))
    .limit(LOGIN_HISTORY_SIZE);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    ip: r.ip,
    userAgent: r.userAgent,
    success: r.success,
    method: r.method,
  }));
}
