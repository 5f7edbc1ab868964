/** Phone and e-mail helpers for accounts: stored forms, code targets and masked display. */

/** '+84', '84', ' +84 ' → '+84'; default +84 (the site's country) when absent. */
export function normaliseDialingCode(code: string | undefined): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return `+${digits || '84'}`;
}

/** The national number as stored: digits only, without the trunk 0 ('090 123 4567' → '901234567'). */
export function nationalNumber(mobile: string): string {
  return mobile.replace(/\D/g, '').replace(/^0+/, '');
}

/**
 * Where a phone code for (dialing code, mobile) is filed in verification_codes: the two values
 * as entered, trimmed and concatenated ('+84' + '0901234567'). The code-sending endpoints use the
 * same form.
 */
export function phoneCodeTarget(countryDialingCode: string | undefined, mobile: string): string {
  return `${(countryDialingCode ?? '').trim()}${mobile.trim()}`;
}

/** '+84', '901234567' → '+84 90****567'. */
export function maskPhone(countryDialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const n = mobile.length;
  const masked = n <= 5 ? `${mobile.slice(0, 1)}****` : `${mobile.slice(0, 2)}****${mobile.slice(-3)}`;
  return countryDialingCode ? `${countryDialingCode} ${masked}` : masked;
}

/** 'demo@example.test' → 'd***@example.test'. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Payee names compare without regard to case, accents' encoding or runs of spaces. */
export function samePayeeName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');
  return norm(a) === norm(b) && norm(a) !== '';
}
