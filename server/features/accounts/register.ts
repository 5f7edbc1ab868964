import { eq } from 'drizzle-orm';
import type { RegisterRequest, SessionValue } from '../../../contract/accounts/schemas';
import { memberAccountType } from '../../../contract/common';
import { ACCOUNT_NAME, checkField, PERSON_NAME, type FieldProblem } from '../../../contract/patterns';
import { registerFormFields, type RegisterFormField } from '../../../contract/register-fields';
import type { FieldRule } from '../../../contract/system/schemas';
import { accounts, accountSecurity, invitationCodes, ledgerAccounts } from '../../db/schema';
import { violatesUnique } from '../../db/unique-violation';
import { AppError } from '../../core/context/errors';
import { MEMBER_CURRENCY } from '../../core/money/ledger';
import { hashPassword } from '../../core/sessions/password';
import { applyInvitation } from '../agent';
import { requireCaptcha, spendCaptcha } from '../captcha';
import { flagOn } from '../../core/site/site-data';
import { consumeCode } from '../verification';
import { findAccountByName, findAccountsByMobile, findEmailOwner } from './account-record';
import { completeLogin, type RequestMeta } from './complete-login';
import type { AccountsContext } from './login';
import { nationalNumber, normaliseDialingCode, phoneCodeTarget } from '../../core/members/phone';
import { recordTermsAcceptance } from '../help';
import { bindReferral, bindZaloIn, findReferrer } from '../referral';

export type RegisterKind = 'username' | 'mobile';

/**
 * Request fields checked against the published rules of GET /wps/system/setting/register: the
 * form's fields, in the form's order. captcha and confirmPassword are handled apart; rules for
 * fields the request does not carry (address, nationality, ...) cannot be checked here and are
 * ignored.
 */
type RuledField = Exclude<RegisterFormField, 'confirmPassword'>;
const RULED_FIELDS = registerFormFields.filter((f): f is RuledField => f !== 'confirmPassword');

const fallbackMobileRule: FieldRule = { enabled: true, required: true, min: 6, max: 15, pattern: 'DIGITS' };

/** Stored request fields that are names shown to people: their pattern holds whatever the rule says. */
const NAME_FIELDS = ['fullname', 'payeeName'] as const;

const phoneTaken = () =>
  new AppError('PHONE_TAKEN', 'this mobile number is bound to another account', { field: 'mobileNum' });
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'this e-mail is bound to another account', { field: 'email' });

/** The checks before are friendly; the unique indexes settle two registrations racing. */
function takenContact(err: unknown): unknown {
  if (violatesUnique(err, 'accounts_mobile_uq')) return phoneTaken();
  if (violatesUnique(err, 'accounts_email_uq')) return emailTaken();
  return err;
}

function problemError(field: string, p: FieldProblem): AppError {
  const what =
    p.kind === 'required'
      ? 'is required'
      : p.kind === 'length'
        ? `must be ${p.min}-${p.max} characters`
        : `does not match ${p.pattern}`;
  return new AppError('BAD_REQUEST', `${field} ${what}`, { field });
}

export async function register(
  ctx: AccountsContext,
  kind: RegisterKind,
  input: RegisterRequest,
  meta: RequestMeta,
): Promise<SessionValue> {
  const { db } = ctx.deps;
  const [setting, tree] = await Promise.all([ctx.site.register.get(), ctx.site.whitelabel.get()]);
  if (kind === 'username' && !flagOn(tree, 'USERNAMEREG3'))
    throw new AppError('FORBIDDEN', 'registration by username is switched off');
  if (kind === 'mobile' && !flagOn(tree, 'MOBILENUMREG3'))
    throw new AppError('FORBIDDEN', 'registration by mobile number is switched off');
  const phoneVerification = flagOn(tree, 'REGMOBVERF3');

  // The same rules the form was built from; the mode adds what it needs.
  const rules: Record<string, FieldRule> = { ...setting.validate };
  if (kind === 'mobile') {
    // The mobile number is the login name: the username rule does not apply.
    delete rules.username;
    rules.mobileNum = { ...(rules.mobileNum ?? fallbackMobileRule), enabled: true, required: true };
  }
  if (phoneVerification) {
    rules.mobileNum = { ...(rules.mobileNum ?? fallbackMobileRule), enabled: true, required: true };
    rules.verificationCode = {
      ...(rules.verificationCode ?? { min: 4, max: 8, pattern: 'DIGITS' }),
      enabled: true,
      required: true,
    };
  } else {
    delete rules.verificationCode;
  }
  for (const field of RULED_FIELDS) {
    const rule = rules[field];
    if (!rule) continue;
    const problem = checkField(rule, input[field]);
    if (problem) throw problemError(field, problem);
  }
  // A field switched off is not on the form: whatever a request carries for it is ignored, never
  // stored unchecked (an off fullname used to become the nickname, markup and all).
  const given = <F extends RuledField>(field: F): RegisterRequest[F] | undefined =>
    rules[field]?.enabled ? input[field] : undefined;
  for (const field of NAME_FIELDS) {
    const value = given(field);
    if (value && !PERSON_NAME.test(value))
      throw new AppError('BAD_REQUEST', `${field} is not a name`, { field });
  }
  if (input.confirmPassword !== input.password)
    throw new AppError('BAD_REQUEST', 'confirmPassword does not match password', {
      field: 'confirmPassword',
    });
  if (phoneVerification && !input.countryDialingCode)
    throw new AppError('BAD_REQUEST', 'countryDialingCode is required', { field: 'countryDialingCode' });

  const captchaRule = rules.captcha;
  if (captchaRule?.enabled && captchaRule.required) await requireCaptcha(db, input);
  else if (input.captchaId && input.captcha && !(await spendCaptcha(db, input.captchaId, input.captcha)))
    throw new AppError('CAPTCHA_INVALID', 'wrong or expired captcha', { field: 'captcha' });

  await ctx.limits.register.take(meta.ip);

  const mobileNum = given('mobileNum');
  const email = given('email');
  const mobile = mobileNum ? nationalNumber(mobileNum) : null;
  const dialingCode = mobile ? normaliseDialingCode(input.countryDialingCode) : null;
  const accountName = (
    kind === 'mobile' ? input.mobileNum!.replace(/\D/g, '') : input.username
  ).toLowerCase();
  // The login name is also the nickname when no full name is given: whatever rule the operator
  // set (or switched off), it is a plain name.
  if (!ACCOUNT_NAME.test(accountName))
    throw new AppError('BAD_REQUEST', 'username must be letters and digits, a letter first', {
      field: kind === 'mobile' ? 'mobileNum' : 'username',
    });
  if (await findAccountByName(db, accountName))
    throw new AppError('ACCOUNT_EXISTS', 'this account name is taken', {
      field: kind === 'mobile' ? 'mobileNum' : 'username',
    });
  if (mobile && (await findAccountsByMobile(db, mobile, dialingCode ?? undefined)).length > 0)
    throw phoneTaken();
  if (email && (await findEmailOwner(db, email)) !== undefined) throw emailTaken();

  // A member's referral code first (decision 059); anything else is an agent's invitation code.
  const referrerId = input.referralCode ? await findReferrer(db, input.referralCode) : null;
  const parentId = await invitingAgent(ctx, input, referrerId !== null);
  if (phoneVerification)
    await consumeCode(
      db,
      'register',
      phoneCodeTarget(input.countryDialingCode, input.mobileNum!),
      input.verificationCode!,
    );

  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(input.password),
    given('paymentPassword') ? hashPassword(input.paymentPassword!) : null,
  ]);
  const id = await db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(accounts)
        .values({
          account: accountName,
          nickname: given('fullname') || (kind === 'mobile' ? accountName : input.username),
          type: memberAccountType,
          passwordHash,
          parentId,
          email: email || null,
          mobileNum: mobile,
          countryDialingCode: dialingCode,
        })
        .onConflictDoNothing({ target: accounts.account })
        .returning({ id: accounts.id });
      const row = inserted[0];
      if (!row) throw new AppError('ACCOUNT_EXISTS', 'this account name is taken', { field: 'username' });
      await tx.insert(accountSecurity).values({
        accountId: row.id,
        paymentPasswordHash,
        payeeName: given('payeeName') || null,
        secondStepMethod: mobile ? 'sms' : 'email',
      });
      await tx
        .insert(ledgerAccounts)
        .values({ kind: 'member_main', ownerId: row.id, currency: MEMBER_CURRENCY });
      // The form's terms box (spec section 4): which version the member accepted.
      await recordTermsAcceptance(tx, row.id);
      // The register centre's codes carry an account type and contract offers (agent feature).
      const code = input.affiliateCode || input.referralCode;
      if (parentId !== null && code) await applyInvitation(tx, code, row.id);
      if (referrerId !== null)
        await bindReferral(tx, {
          refereeId: row.id,
          referrerId,
          ip: meta.ip,
          deviceId: input.deviceId ?? null,
        });
      // A Zalo number on the form is kept, unverified: the Zalo reward waits for its SMS code and a
      // first deposit (decisions 060, 089).
      const zalo = given('zalo');
      if (zalo) await bindZaloIn(tx, row.id, zalo);
      return row.id;
    })
    .catch((err: unknown) => {
      throw takenContact(err);
    });
  ctx.deps.log.info({ accountId: id, kind, parentId }, 'member registered');

  const account = await findAccountByName(db, accountName);
  if (!account) throw new Error('registered account vanished');
  return completeLogin(db, ctx.site, account, meta, 'register');
}

/**
 * affiliateCode, else referralCode: the agent whose downline the new member joins. A referralCode
 * that is a member's referral code (`memberReferral`) invites no agent.
 */
async function invitingAgent(
  ctx: AccountsContext,
  input: RegisterRequest,
  memberReferral: boolean,
): Promise<number | null> {
  const field = input.affiliateCode
    ? 'affiliateCode'
    : input.referralCode && !memberReferral
      ? 'referralCode'
      : null;
  if (!field) return null;
  const agent = await findInvitation(ctx, input[field]!);
  if (!agent) throw new AppError('INVALID_INVITATION_CODE', 'unknown invitation code', { field });
  return agent.agentId;
}

/** Invitation codes are matched without regard to case. */
export async function findInvitation(
  ctx: AccountsContext,
  code: string,
): Promise<{ agentId: number; agentNickname: string } | undefined> {
  const [row] = await ctx.deps.db
    .select({ agentId: invitationCodes.agentId, agentNickname: accounts.nickname, status: accounts.status })
    .from(invitationCodes)
    .innerJoin(accounts, eq(accounts.id, invitationCodes.agentId))
    .where(eq(invitationCodes.code, code.trim().toUpperCase()));
  return row && row.status === 'active' ? row : undefined;
}
