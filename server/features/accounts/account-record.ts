import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, accountSecurity } from '../../db/schema';

/** An account with its security fields (defaults when it has no account_security row yet). */
export type AccountRecord = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: string;
  passwordHash: string | null;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  vipLevel: number;
  secondStepMethod: string;
  totpSecret: string | null;
  payeeName: string | null;
  paymentPasswordHash: string | null;
  mustChangePassword: boolean;
  passwordChangedAt: Date | null;
  firstLoginAt: Date | null;
};

const columns = {
  id: accounts.id,
  account: accounts.account,
  nickname: accounts.nickname,
  type: accounts.type,
  status: accounts.status,
  passwordHash: accounts.passwordHash,
  email: accounts.email,
  mobileNum: accounts.mobileNum,
  countryDialingCode: accounts.countryDialingCode,
  vipLevel: accounts.vipLevel,
  secondStepMethod: sql<string>`coalesce(${accountSecurity.secondStepMethod}, 'email')`,
  totpSecret: accountSecurity.totpSecret,
  payeeName: accountSecurity.payeeName,
  paymentPasswordHash: accountSecurity.paymentPasswordHash,
  mustChangePassword: sql<boolean>`coalesce(${accountSecurity.mustChangePassword}, false)`,
  passwordChangedAt: accountSecurity.passwordChangedAt,
  firstLoginAt: accountSecurity.firstLoginAt,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(accounts)
    .leftJoin(accountSecurity, eq(accountSecurity.accountId, accounts.id));
}

/** Login names are stored lower-case; lookups are case-insensitive. */
export async function findAccountByName(db: Db, name: string): Promise<AccountRecord | undefined> {
  const [row] = await select(db).where(eq(accounts.account, name.trim().toLowerCase()));
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRecord | undefined> {
  const [row] = await select(db).where(eq(accounts.id, id));
  return row;
}

/** Accounts bound to a national mobile number (and dialing code, when given). */
export async function findAccountsByMobile(
  db: Db,
  national: string,
  dialingCode: string | undefined,
): Promise<AccountRecord[]> {
  const byMobile = eq(accounts.mobileNum, national);
  return select(db)
    .where(dialingCode ? and(byMobile, eq(accounts.countryDialingCode, dialingCode)) : byMobile)
    .limit(2);
}

/** The account an e-mail address is bound to (case-insensitive), if any. */
export async function findEmailOwner(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row?.id;
}
