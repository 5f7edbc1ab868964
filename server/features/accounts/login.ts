import { and, eq } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { LoginRequest, LoginValue } from '../../../contract/accounts/schemas';
import type { Deps } from '../../core/context/deps';
import { knownLoginIps } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { hashPassword, verifyPassword } from '../../core/sessions/password';
import { requireCaptcha } from '../captcha';
import type { SiteData } from '../../core/site/site-data';
import { consumeCode } from '../verification';
import { findAccountByName, findAccountsByMobile, type AccountRecord } from './account-record';
import { completeLogin, recordFailedLogin, type RequestMeta } from './complete-login';
import {
  CAPTCHA_AFTER_FAILURES,
  LOCK_AFTER_FAILURES,
  LOCK_SECONDS,
  type Limits,
} from '../../core/limits/limits';
import { nationalNumber, normaliseDialingCode, phoneCodeTarget } from '../../core/members/phone';
import { effectiveMethod, startChallenge } from './second-step';

export type AccountsContext = { deps: Deps; site: SiteData; limits: Limits };

/** A real hash of a password nobody has: unknown names cost the same scrypt as wrong passwords. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('no account has this password'));

const isAgent = (type: number) => (agentAccountTypes as readonly number[]).includes(type);

/** Who may come in at which door (spec section 6). */
export function checkEntry(account: AccountRecord, area: 'member' | 'agent') {
  if (account.type === trialAccountType || account.status !== 'active')
    throw new AppError('MEMBER_NO_ENTER', 'this account cannot log in here');
  if (area === 'agent' && !isAgent(account.type)) throw new AppError('NON_AGENT', 'non-agents cannot log in');
}

/** The attempts reserved for one login (see reserveLogin); a wrong secret keeps them. */
type Attempt = { key: string; held: number; keep: boolean; cleared: boolean };

export async function login(
  ctx: AccountsContext,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<LoginValue> {
  const { limits } = ctx;
  const name = input.username.trim().toLowerCase();
  // Counted per name and address: a stranger guessing cannot lock the owner out everywhere.
  const key = `${input.type}:${name}|${meta.ip}`;
  const attempt: Attempt = {
    key,
    held: await reserveLogin(limits, key, meta.ip),
    keep: false,
    cleared: false,
  };
  try {
    return await checkedLogin(ctx, input, meta, name, attempt);
  } finally {
    if (!attempt.keep) {
      if (!attempt.cleared) await limits.loginFailures.release(key);
      await limits.loginIp.release(meta.ip);
    }
  }
}

/**
 * Reserves one attempt for the name from this address and one of the address's budget, or
 * neither, before any secret is checked: N parallel guesses never check more secrets than the
 * limits allow (counted after the slow hash, 30 parallel wrong logins had 22-28 checked against
 * a limit of 10). Returns the attempts now held for the name and address, this one included.
 */
async function reserveLogin(limits: Limits, key: string, ip: string): Promise<number> {
  await limits.loginIp.reserve(ip);
  try {
    return await limits.loginFailures.reserve(key);
  } catch (err) {
    await limits.loginIp.release(ip);
    throw err;
  }
}

async function checkedLogin(
  ctx: AccountsContext,
  input: LoginRequest,
  meta: RequestMeta,
  name: string,
  attempt: Attempt,
): Promise<LoginValue> {
  const { limits } = ctx;
  const { key, held } = attempt;
  // The attempts before this one (failed or still running) decide the captcha.
  if (held > CAPTCHA_AFTER_FAILURES) await requireCaptcha(ctx.deps.db, input, { captchaRequired: true });

  const fail = async (account: AccountRecord | undefined, error: AppError): Promise<never> => {
    attempt.keep = true;
    if (held >= LOCK_AFTER_FAILURES) await limits.loginFailures.lock(key, LOCK_SECONDS);
    if (account)
      await recordFailedLogin(ctx.deps.db, account.id, meta, input.type === 'sms' ? 'sms' : 'password');
    if (held >= CAPTCHA_AFTER_FAILURES) error.details.captchaRequired = true;
    throw error;
  };

  const account =
    input.type === 'sms' ? await smsAccount(ctx, input, fail) : await passwordAccount(ctx, input, name, fail);
  checkEntry(account, input.area);
  await limits.loginFailures.clear(key);
  attempt.cleared = true;

  if (input.type === 'username' && !(await isKnownIp(ctx, account.id, meta.ip))) {
    const method = effectiveMethod(account);
    // No factor bound at all (a plain username registration): the password is all there is,
    // and refusing would lock the owner out of every new network. The address becomes known.
    if (method !== null) {
      await limits.challenges.take(String(account.id));
      return startChallenge(ctx.deps, account, method, { ip: meta.ip, area: input.area });
    }
    ctx.deps.log.info({ accountId: account.id }, 'new address without a second factor bound');
  }
  return completeLogin(ctx.deps.db, ctx.site, account, meta, input.type === 'sms' ? 'sms' : 'password');
}

async function passwordAccount(
  ctx: AccountsContext,
  input: LoginRequest,
  name: string,
  fail: (a: AccountRecord | undefined, e: AppError) => Promise<never>,
): Promise<AccountRecord> {
  const account = await findAccountByName(ctx.deps.db, name);
  // Trial names are generated and public; no password could ever open them.
  if (account?.type === trialAccountType)
    throw new AppError('MEMBER_NO_ENTER', 'trial accounts use free play');
  const hash = account?.passwordHash ?? (await getDummyHash());
  const ok = await verifyPassword(input.password, hash);
  if (!ok || !account?.passwordHash)
    return fail(account, new AppError('INVALID_CREDENTIALS', 'wrong account or password'));
  return account;
}

/** SMS login: the username carries the mobile number and the password the code (spec section 3). */
async function smsAccount(
  ctx: AccountsContext,
  input: LoginRequest,
  fail: (a: AccountRecord | undefined, e: AppError) => Promise<never>,
): Promise<AccountRecord> {
  try {
    await consumeCode(
      ctx.deps.db,
      'smsLogin',
      phoneCodeTarget(input.countryDialingCode, input.username),
      input.password,
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_VERIFICATION_CODE') return fail(undefined, err);
    throw err;
  }
  const dial = input.countryDialingCode ? normaliseDialingCode(input.countryDialingCode) : undefined;
  const found = await findAccountsByMobile(ctx.deps.db, nationalNumber(input.username), dial);
  // None, or a number shared by two accounts (older data): no way to tell whose login this is.
  if (found.length !== 1)
    return fail(undefined, new AppError('INVALID_CREDENTIALS', 'no account with this number'));
  return found[0]!;
}

async function isKnownIp(ctx: AccountsContext, accountId: number, ip: string): Promise<boolean> {
  const rows = await ctx.deps.db
    .select({ ip: knownLoginIps.ip })
    .from(knownLoginIps)
    .where(and(eq(knownLoginIps.accountId, accountId), eq(knownLoginIps.ip, ip)))
    .limit(1);
  return rows.length > 0;
}
