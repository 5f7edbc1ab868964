import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { accountSecurity } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import type { Sealer } from '../../core/sessions/sealed';
import type { Limit } from '../../core/limits/limits';
import { loadSecurity, type SecurityRow } from './security-row';

/** Google Authenticator's defaults: SHA1, 6 digits, 30 s; one step either side for clock drift. */
const PERIOD = 30;
const WINDOW = 1;
export const TOTP_ISSUER = 'Lobby';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** Seeds are sealed with the account id as context: a seed copied to another row does not open. */
const sealContext = (accountId: number) => `totp:${accountId}`;

/** The time step a code belongs to, or null when it matches none within the window. */
export function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, 'x').validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

const wrongCode = () =>
  new AppError('INVALID_VERIFICATION_CODE', 'wrong or already used code', { field: 'code' });

/** A step later than the last accepted one: the same code (or an older one) never works twice. */
const newerStep = (step: number) =>
  or(isNull(accountSecurity.totpLastStep), lt(accountSecurity.totpLastStep, step));

/**
 * Spends a code of the sealed secret `sealed`: its step is recorded together with `set`, in one
 * conditional update (the row still as `guard` says, and the step newer than the last), so of two
 * requests with the same code only one succeeds. False for a wrong code or a lost race.
 */
async function spendCode(
  db: Db,
  sealer: Sealer,
  accountId: number,
  sealed: string,
  code: string,
  change: { set: PgUpdateSetSource<typeof accountSecurity>; guard: SQL | undefined },
): Promise<boolean> {
  const step = stepOf(sealer.open(sealed, sealContext(accountId)), code);
  if (step === null) return false;
  const rows = await db
    .update(accountSecurity)
    .set({ ...change.set, totpLastStep: step })
    .where(and(eq(accountSecurity.accountId, accountId), change.guard, newerStep(step)))
    .returning({ accountId: accountSecurity.accountId });
  return rows.length > 0;
}

/**
 * Checks a code against the bound secret and records its step, atomically: of two requests with
 * the same code only one succeeds. For the login second step as well as the security centre.
 */
export async function acceptTotpCode(
  db: Db,
  sealer: Sealer,
  accountId: number,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secret: accountSecurity.totpSecret })
    .from(accountSecurity)
    .where(eq(accountSecurity.accountId, accountId));
  if (!row?.secret || !/^\d{6}$/.test(code.trim())) return false;
  return spendCode(db, sealer, accountId, row.secret, code.trim(), {
    set: {},
    guard: eq(accountSecurity.totpSecret, row.secret),
  });
}

/** A fresh secret, held as pending until a code from it is confirmed; shown once. */
export async function beginTotp(
  db: Db,
  sealer: Sealer,
  accountId: number,
): Promise<{ secret: string; otpauthUrl: string }> {
  const row = await loadSecurity(db, accountId);
  if (row.totpSecret)
    throw new AppError('ALREADY_BOUND', 'an authenticator is already bound; unbind it first');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(accountSecurity)
    .set({ totpPendingSecret: sealer.seal(secret, sealContext(accountId)), totpLastStep: null })
    .where(eq(accountSecurity.accountId, accountId));
  return { secret, otpauthUrl: totpFor(secret, row.account).toString() };
}

/** A change of the bound authenticator, asked with a current code from the member. */
export type TotpChange = { db: Db; sealer: Sealer; failures: Limit; accountId: number; code: string };
type Spend = Parameters<typeof spendCode>[5];

/**
 * Spends the change's code against the sealed secret `sealed`, under the failure limit: a wrong
 * code counts towards it and is refused on the code field.
 */
async function spendCounted(c: TotpChange, sealed: string, spend: Spend): Promise<void> {
  const spent = await c.failures.attempt(String(c.accountId), () =>
    spendCode(c.db, c.sealer, c.accountId, sealed, c.code, spend),
  );
  if (!spent) throw wrongCode();
}

export async function confirmTotp(c: TotpChange): Promise<void> {
  const row = await loadSecurity(c.db, c.accountId);
  if (row.totpSecret) throw new AppError('ALREADY_BOUND', 'an authenticator is already bound');
  const pending = row.totpPendingSecret;
  if (!pending) throw new AppError('BAD_REQUEST', 'call totp/begin first', { field: 'code' });
  await spendCounted(c, pending, {
    set: { totpSecret: pending, totpPendingSecret: null },
    guard: and(eq(accountSecurity.totpPendingSecret, pending), isNull(accountSecurity.totpSecret)),
  });
}

/** Where the second step falls back to when its method loses what it checked against. */
export function fallbackMethod(row: Pick<SecurityRow, 'email' | 'mobileNum'>): 'email' | 'sms' {
  return !row.email && row.mobileNum ? 'sms' : 'email';
}

export async function unbindTotp(c: TotpChange): Promise<void> {
  const row = await loadSecurity(c.db, c.accountId);
  if (!row.totpSecret) throw new AppError('NOT_BOUND', 'no authenticator is bound');
  const totpSecret = row.totpSecret;
  await spendCounted(c, totpSecret, {
    set: {
      totpSecret: null,
      totpPendingSecret: null,
      secondStepMethod: sql`case when ${accountSecurity.secondStepMethod} = 'totp' then ${fallbackMethod(row)} else ${accountSecurity.secondStepMethod} end`,
    },
    guard: eq(accountSecurity.totpSecret, totpSecret),
  });
}
