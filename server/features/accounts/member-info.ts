import { and, count, eq } from 'drizzle-orm';
import type { MemberInfo, SecondStepMethod } from '../../../contract/accounts/schemas';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import { memberIcon } from '../../../contract/accounts/endpoints';
import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { escapeXml, paletteOf } from '../media';
import { findAccountById, type AccountRecord } from './account-record';
import { maskEmail, maskPhone } from '../../core/members/phone';
import { effectiveMethod } from './second-step';

export async function loadAccount(db: Db, accountId: number): Promise<AccountRecord> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('NOT_LOGGED_IN', 'the account is gone');
  return account;
}

export async function memberInfo(db: Db, accountId: number): Promise<MemberInfo> {
  const account = await loadAccount(db, accountId);
  const [logins] = await db
    .select({ n: count() })
    .from(loginHistory)
    .where(and(eq(loginHistory.accountId, accountId), eq(loginHistory.success, true)));
  return {
    id: account.id,
    account: account.account,
    nickname: account.nickname,
    type: account.type,
    vipLevel: account.vipLevel,
    vipLabelName: `VIP ${account.vipLevel}`,
    isAgent: (agentAccountTypes as readonly number[]).includes(account.type),
    isTrial: account.type === trialAccountType,
    // The session in hand came from the account's first completed login.
    firstTimeLogin: (logins?.n ?? 0) <= 1,
    hasPaymentPassword: account.paymentPasswordHash !== null,
    totpBound: account.totpSecret !== null,
    mobile: maskPhone(account.countryDialingCode, account.mobileNum),
    email: maskEmail(account.email),
    secondStepMethod: effectiveMethod(account) ?? (account.secondStepMethod as SecondStepMethod),
    avatarUrl: memberIcon,
  };
}

/** Initials of a nickname: first letters of the first two words, or the first two letters. */
export function initialsOf(nickname: string): string {
  const words = nickname.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? words.slice(0, 2).map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toLocaleUpperCase('vi');
}

/** A round avatar with the account's initials on a colour derived from its id. */
export function avatarSvg(account: { id: number; nickname: string }): string {
  const [a, b] = paletteOf(account.id);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(account.nickname)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#g)"/>
<text x="48" y="60" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="800" fill="#fff">${escapeXml(initialsOf(account.nickname))}</text>
</svg>`;
}
