import { and, eq, ne } from 'drizzle-orm';
import type { BindEmailRequest, BindPhoneRequest } from '../../../contract/security/schemas';
import type { Deps } from '../../core/context/deps';
import { accounts } from '../../db/schema';
import { violatesUnique } from '../../db/unique-violation';
import { AppError } from '../../core/context/errors';
import { findEmailOwner } from '../accounts';
import { consumeCode, issueCode } from '../verification';
import type { Limits } from '../../core/limits/limits';
import { parsePhone, type Phone } from '../verification';
import { deliveryFailed, sendPhoneCode } from '../verification';
import { loadSecurity, proveSecret, type SecurityRow } from '../accounts';

/** Codes for binding are filed under the account too: only the account that asked can use one. */
const phoneTarget = (accountId: number, phone: Phone) => `${accountId}|${phone.e164}`;
const emailTarget = (accountId: number, email: string) => `${accountId}|${email}`;

async function phoneHeldByOther(deps: Deps, phone: Phone, accountId: number): Promise<boolean> {
  const rows = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.countryDialingCode, phone.dial),
        eq(accounts.mobileNum, phone.national),
        ne(accounts.id, accountId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function emailHeldByOther(deps: Deps, email: string, accountId: number): Promise<boolean> {
  const owner = await findEmailOwner(deps.db, email);
  return owner !== undefined && owner !== accountId;
}

const isOwnPhone = (row: SecurityRow, phone: Phone) =>
  row.countryDialingCode === phone.dial && row.mobileNum === phone.national;

/** Replacing a bound phone or e-mail also needs the login password: a stolen session is not enough. */
async function proveIfReplacing(
  limits: Limits,
  accountId: number,
  row: SecurityRow,
  hadOne: boolean,
  loginPassword: string | undefined,
): Promise<void> {
  if (!hadOne) return;
  if (!loginPassword) {
    throw new AppError('BAD_REQUEST', 'loginPassword: required to replace a bound contact', {
      field: 'loginPassword',
    });
  }
  await proveSecret(
    limits.secretFailures,
    accountId,
    loginPassword,
    row.passwordHash,
    new AppError('WRONG_PASSWORD', 'the login password is wrong', { field: 'loginPassword' }),
  );
}

export async function sendBindPhoneCode(
  deps: Deps,
  limits: Limits,
  accountId: number,
  ip: string,
  body: { mobileNum: string; countryDialingCode: string },
): Promise<{ expiredMinutes: number }> {
  const phone = parsePhone(body.countryDialingCode, body.mobileNum, 'mobileNum');
  const row = await loadSecurity(deps.db, accountId);
  if (isOwnPhone(row, phone)) throw new AppError('ALREADY_BOUND', 'this number is already bound');
  if (await phoneHeldByOther(deps, phone, accountId)) throw new AppError('PHONE_TAKEN', 'number in use');
  return sendPhoneCode(deps, limits, {
    purpose: 'bindPhone',
    phone,
    ip,
    deliver: true,
    await: true,
    target: phoneTarget(accountId, phone),
  });
}

export async function bindPhone(
  deps: Deps,
  limits: Limits,
  accountId: number,
  body: BindPhoneRequest,
): Promise<void> {
  const phone = parsePhone(body.countryDialingCode, body.mobileNum, 'mobileNum');
  const row = await loadSecurity(deps.db, accountId);
  if (isOwnPhone(row, phone)) throw new AppError('ALREADY_BOUND', 'this number is already bound');
  if (await phoneHeldByOther(deps, phone, accountId)) throw new AppError('PHONE_TAKEN', 'number in use');
  await proveIfReplacing(limits, accountId, row, !!row.mobileNum, body.loginPassword);
  await consumeCode(deps.db, 'bindPhone', phoneTarget(accountId, phone), body.verificationCode);
  // The check above is friendly; the unique index settles two binds of one number racing.
  await deps.db
    .update(accounts)
    .set({ countryDialingCode: phone.dial, mobileNum: phone.national })
    .where(eq(accounts.id, accountId))
    .catch((err: unknown) => {
      throw violatesUnique(err, 'accounts_mobile_uq') ? new AppError('PHONE_TAKEN', 'number in use') : err;
    });
}

const codeMail = (to: string, code: string, minutes: number) => ({
  to,
  subject: 'Mã xác minh / Verification code',
  text: [
    `Mã xác minh để liên kết e-mail này: ${code} (hết hạn sau ${minutes} phút).`,
    `Your code to bind this e-mail address: ${code} (valid for ${minutes} minutes).`,
    '',
    'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này. / If you did not ask for this, ignore this e-mail.',
  ].join('\n'),
});

export async function sendBindEmailCode(
  deps: Deps,
  limits: Limits,
  accountId: number,
  ip: string,
  body: { email: string },
): Promise<{ expiredMinutes: number }> {
  const email = body.email.toLowerCase();
  const row = await loadSecurity(deps.db, accountId);
  if (row.email?.toLowerCase() === email) throw new AppError('ALREADY_BOUND', 'this e-mail is already bound');
  if (await emailHeldByOther(deps, email, accountId)) throw new AppError('EMAIL_TAKEN', 'e-mail in use');
  await limits.send(`mail:${email}`, ip);
  const { code, expiredMinutes } = await issueCode(deps.db, 'bindEmail', emailTarget(accountId, email));
  await deps.mailer.send(codeMail(email, code, expiredMinutes)).catch(deliveryFailed);
  return { expiredMinutes };
}

export async function bindEmail(
  deps: Deps,
  limits: Limits,
  accountId: number,
  body: BindEmailRequest,
): Promise<void> {
  const email = body.email.toLowerCase();
  const row = await loadSecurity(deps.db, accountId);
  if (row.email?.toLowerCase() === email) throw new AppError('ALREADY_BOUND', 'this e-mail is already bound');
  if (await emailHeldByOther(deps, email, accountId)) throw new AppError('EMAIL_TAKEN', 'e-mail in use');
  await proveIfReplacing(limits, accountId, row, !!row.email, body.loginPassword);
  await consumeCode(deps.db, 'bindEmail', emailTarget(accountId, email), body.verificationCode);
  await deps.db
    .update(accounts)
    .set({ email })
    .where(eq(accounts.id, accountId))
    .catch((err: unknown) => {
      throw violatesUnique(err, 'accounts_email_uq') ? new AppError('EMAIL_TAKEN', 'e-mail in use') : err;
    });
}
