import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SecondStepMethod, SecondStepValue } from '../../../contract/accounts/schemas';
import type { Deps } from '../../core/context/deps';
import { loginChallenges } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { hashOpaqueToken, newOpaqueToken } from '../../core/sessions/opaque-token';
import type { Sealer } from '../../core/sessions/sealed';
import { acceptTotpCode } from './totp';
import { consumeCode, issueCode } from '../verification';
import type { AccountRecord } from './account-record';
import { maskEmail, maskPhone, samePayeeName } from '../../core/members/phone';

export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;

/**
 * The code target of a second-step code: its login attempt (the challenge), not the account. A
 * code per account would let anyone with the password cancel the owner's code by starting
 * another login; each attempt now has a code of its own.
 */
export const secondStepTarget = (challengeHash: string) => `challenge:${challengeHash}`;

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
  const token = newOpaqueToken();
  const challengeHash = hashOpaqueToken(token);
  await deps.db.insert(loginChallenges).values({
    id: challengeHash,
    accountId: account.id,
    method,
    ip: opts.ip,
    area: opts.area,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  let destination: string | null = null;
  if (method === 'sms' || method === 'email') {
    const { code } = await issueCode(
      deps.db,
      'secondStep',
      secondStepTarget(challengeHash),
      CHALLENGE_MINUTES,
    );
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
  sealer: Sealer,
  account: (id: number) => Promise<AccountRecord | undefined>,
  token: string,
  answer: string,
  ip: string,
): Promise<OpenChallenge> {
  const id = hashOpaqueToken(token);
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
      await consumeCode(db, 'secondStep', secondStepTarget(id), answer);
      right = true;
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'INVALID_VERIFICATION_CODE') throw err;
    }
  } else if (method === 'totp') {
    // Records the code's step: a code (or an older one) is never accepted twice.
    right = await acceptTotpCode(db, sealer, acct.id, answer);
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
