/** Shared small helpers of the cashier features. */

/** The last four digits of an account number, the rest masked. */
export const maskNumber = (n: string) => `**** ${n.slice(-4)}`;

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Names compare without case, accents' composition or doubled spaces. */
export const sameName = (a: string, b: string) => normalName(a) === normalName(b);
export const normalName = (s: string) =>
  s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleUpperCase('vi');
