import { sql } from 'drizzle-orm';
import type { SessionValue } from '../../../contract/accounts/schemas';
import { accountSecurity, knownLoginIps, loginHistory } from '../../db/schema';
import type { Db } from '../../db/client';
import { flagOn, type SiteData } from '../../core/site/site-data';
import type { AccountRecord } from './account-record';
import { createSession } from '../../core/sessions/sessions';

/** With the PWDEXPIRY3 whitelabel flag on, a password older than this must be changed. */
export const PASSWORD_MAX_AGE_DAYS = 90;

export type LoginMethod = 'password' | 'sms' | 'register' | 'freeplay' | 'second-step';
export type RequestMeta = { ip: string; userAgent: string | null };

export function requestMeta(c: {
  get(key: 'ip'): string;
  req: { header(name: string): string | undefined };
}) {
  return { ip: c.get('ip'), userAgent: c.req.header('user-agent')?.slice(0, 256) ?? null };
}

/** A failed attempt for an existing account, for the security centre's login history. */
export async function recordFailedLogin(db: Db, accountId: number, meta: RequestMeta, method: LoginMethod) {
  await db
    .insert(loginHistory)
    .values({ accountId, ip: meta.ip, userAgent: meta.userAgent, method, success: false });
}

/**
 * Every successful way in ends here: the address becomes known, the first login is stamped,
 * the history gets a row and a fresh session token is issued.
 */
export async function completeLogin(
  db: Db,
  site: SiteData,
  account: AccountRecord,
  meta: RequestMeta,
  method: LoginMethod,
): Promise<SessionValue> {
  await db
    .insert(knownLoginIps)
    .values({ accountId: account.id, ip: meta.ip })
    .onConflictDoUpdate({
      target: [knownLoginIps.accountId, knownLoginIps.ip],
      set: { lastSeenAt: sql`now()` },
    });
  // Inserted, or updated from a null first_login_at: either way this is the first completed login.
  const first = await db
    .insert(accountSecurity)
    .values({ accountId: account.id, firstLoginAt: sql`now()` })
    .onConflictDoUpdate({
      target: accountSecurity.accountId,
      set: { firstLoginAt: sql`now()` },
      setWhere: sql`${accountSecurity.firstLoginAt} IS NULL`,
    })
    .returning({ passwordChangedAt: accountSecurity.passwordChangedAt });
  await db.insert(loginHistory).values({
    accountId: account.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    method,
    success: true,
  });
  const changedAt = account.passwordChangedAt ?? first[0]?.passwordChangedAt ?? new Date();
  const expiryOn = account.passwordHash !== null && flagOn(await site.whitelabel.get(), 'PWDEXPIRY3');
  const passwordExpired = expiryOn && Date.now() - changedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000;
  // Spec section 4: the change-password popup is not opened after an SMS login (no password in hand).
  const mustChangePassword =
    method !== 'sms' && account.passwordHash !== null && (account.mustChangePassword || passwordExpired);
  // The session holds what this answer says, so the server, not only the client, keeps the
  // session to the change-password call until it is done (decision 103).
  const { token } = await createSession(db, {
    accountId: account.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    mustChangePassword,
  });
  return {
    status: 'OK',
    token,
    firstTimeLogin: first.length > 0,
    passwordExpired,
    mustChangePassword,
    accountType: account.type,
  };
}
