import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { SecondStepMethod, SecondStepValue } from '../../../contract/accounts';
import type { Deps } from '../../deps';
import { accountSecurity, loginChallenges } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { consumeCode, issueCode } from '../verification/codes';
import type { AccountRecord } from './account-record';
import { maskEmail, maskPhone, samePayeeName } from './phone';

export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;
export const TOTP_PERIOD = 30;

const hashChallenge = (token: string) => createHash('sha256').update(token).digest('hex');

/** The code target of a second-step code: the account, whichever channel carried it. */
export const secondStepTarget = (accountId: number) => `acct:${accountId}`;

/**
 * The method actually used: the account's choice when it can be carried out, otherwise the first
 * of sms, email, totp, payee that can (a chosen SMS step with no phone bound goes by e-mail, and
 * so on). Null when the account has no second factor at all: see login.ts.
 */
export function effectiveMethod(account: AccountRecord): SecondStepMethod | null {
  const possible: Record<SecondStepMethod, boolean> = {
    sms: Boolean(account.mobileNum),
    email: Boolean(account.email),
    totp: Boolean(account.totpSecret),
    payee: Boolean(account.payeeName),
  };
  const chosen = account.secondStepMethod as SecondStepMethod;
  if (possible[chosen]) return chosen;
  return (['sms', 'email', 'totp', 'payee'] as const).find((m) => possible[m]) ?? null;
}

/** Starts a second step for a login from a new address: a challenge row and, for sms/email, a code. */
export async function startChallenge(
  deps: Deps,
  account: AccountRecord,
  method: SecondStepMethod,
  opts: { ip: string; area: string },
): Promise<SecondStepValue> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(loginChallenges).values({
    id: hashChallenge(token),
    accountId: account.id,
    method,
    ip: opts.ip,
    area: opts.area,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  let destination: string | null = null;
  if (method === 'sms' || method === 'email') {
    const { code } = await issueCode(deps.db, 'secondStep', secondStepTarget(account.id), CHALLENGE_MINUTES);
    const text = `Your login verification code is ${code}. It expires in ${CHALLENGE_MINUTES} minutes.`;
    if (method === 'sms') {
      await deps.sms.send({ to: `${account.countryDialingCode ?? ''}${account.mobileNum}`, text });
      destination = maskPhone(account.countryDialingCode, account.mobileNum);
    } else {
      await deps.mailer.send({ to: account.email!, subject: 'Login verification code', text });
      destination = maskEmail(account.email);
    }
  }
  deps.log.info({ accountId: account.id, method }, 'second step started for a new address');
  return {
    status: 'SECOND_STEP',
    challengeId: token,
    method,
    destination,
    expiredMinutes: CHALLENGE_MINUTES,
  };
}

export type OpenChallenge = { accountId: number; method: SecondStepMethod; ip: string; area: string };

/**
 * Checks an answer to a challenge. A right answer closes the challenge (single use) and returns
 * it; a wrong one counts an attempt (SECOND_STEP_FAILED); an expired, exhausted or closed one is
 * CODE_EXPIRED; an unknown id or another address is SECOND_STEP_FAILED.
 */
export async function answerChallenge(
  db: Db,
  account: (id: number) => Promise<AccountRecord | undefined>,
  token: string,
  answer: string,
  ip: string,
): Promise<OpenChallenge> {
  const id = hashChallenge(token);
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id));
  if (!row || row.ip !== ip) throw new AppError('SECOND_STEP_FAILED', 'unknown challenge');
  if (row.completedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= CHALLENGE_ATTEMPTS)
    throw new AppError('CODE_EXPIRED', 'the verification expired; log in again');
  const acct = await account(row.accountId);
  if (!acct) throw new AppError('SECOND_STEP_FAILED', 'unknown challenge');
  const method = row.method as SecondStepMethod;

  let right = false;
  if (method === 'sms' || method === 'email') {
    try {
      await consumeCode(db, 'secondStep', secondStepTarget(acct.id), answer);
      right = true;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'INVALID_VERIFICATION_CODE') throw err;
    }
  } else if (method === 'totp') {
    right = await acceptTotp(db, acct, answer);
  } else {
    right = acct.payeeName !== null && samePayeeName(acct.payeeName, answer);
  }

  if (!right) {
    await db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.id, id));
    throw new AppError('SECOND_STEP_FAILED', 'wrong answer', { field: 'answer' });
  }
  // Close it; a concurrent second answer finds it closed and fails.
  const closed = await db
    .update(loginChallenges)
    .set({ completedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.completedAt)))
    .returning({ id: loginChallenges.id });
  if (closed.length === 0) throw new AppError('CODE_EXPIRED', 'the verification was already used');
  return { accountId: row.accountId, method, ip: row.ip, area: row.area };
}

export function totpFor(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
  });
}

/**
 * A TOTP code from the previous, current or next 30 s step; the step is recorded and a code of
 * that step or an earlier one is never accepted again (no replay of an observed code).
 */
async function acceptTotp(db: Db, account: AccountRecord, answer: string): Promise<boolean> {
  if (!account.totpSecret || !/^\d{6}$/.test(answer.trim())) return false;
  const totp = totpFor(account.totpSecret);
  const now = Date.now();
  const delta = totp.validate({ token: answer.trim(), timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now }) + delta;
  const updated = await db
    .update(accountSecurity)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(accountSecurity.accountId, account.id),
        or(isNull(accountSecurity.totpLastStep), lt(accountSecurity.totpLastStep, step)),
      ),
    )
    .returning({ step: accountSecurity.totpLastStep });
  return updated.length > 0;
}
