import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { nationalNumber, normaliseDialingCode, phoneCodeTarget } from '../../core/members/phone';

export type Phone = {
  /** '+84' */
  dial: string;
  /** '901234567': the stored form (no trunk 0). */
  national: string;
  /** '+84901234567': the destination handed to the SMS provider and the throttle key. */
  e164: string;
  /** Where codes are filed: the values as entered (shared with login and register). */
  codeTarget: string;
};

/**
 * A plausible mobile number: digits only, 6-15 digits with the dialing code (E.164 allows 15).
 * Anything else is BAD_REQUEST on `field`, before any code is made or counter touched.
 */
export function parsePhone(countryDialingCode: string, mobile: string, field: string): Phone {
  const dialRaw = countryDialingCode.trim();
  if (!/^\+?\d{1,4}$/.test(dialRaw)) {
    throw new AppError('BAD_REQUEST', 'countryDialingCode: not a dialing code', {
      field: 'countryDialingCode',
    });
  }
  const mobileRaw = mobile.trim();
  const dial = normaliseDialingCode(dialRaw);
  const national = nationalNumber(mobileRaw);
  const digits = dial.length - 1 + national.length;
  if (!/^\d+$/.test(mobileRaw) || national.length < 4 || digits < 6 || digits > 15) {
    throw new AppError('BAD_REQUEST', `${field}: not a mobile number`, { field });
  }
  return { dial, national, e164: `${dial}${national}`, codeTarget: phoneCodeTarget(dialRaw, mobileRaw) };
}

/**
 * The active account holding this phone, or undefined (also when, against the rules, two do:
 * a code must never reach the wrong person).
 */
export async function findAccountByPhone(db: Db, phone: Phone, exceptId?: number) {
  const rows = await db
    .select({ id: accounts.id, account: accounts.account, type: accounts.type })
    .from(accounts)
    .where(
      and(
        eq(accounts.countryDialingCode, phone.dial),
        eq(accounts.mobileNum, phone.national),
        eq(accounts.status, 'active'),
        exceptId === undefined ? undefined : ne(accounts.id, exceptId),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/** The SMS for a code in both lobby languages; Vietnamese without accents keeps it in the GSM alphabet. */
export function codeSms(code: string, minutes: number): string {
  return `Ma xac minh: ${code} (${minutes} phut). Your verification code: ${code} (${minutes} min).`;
}
