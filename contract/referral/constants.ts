/**
 * Plain constants of member referral (decisions 059, 060), apart from the zod schemas so the
 * client's referral chunk does not carry them.
 */

/** The sign-up link's path: the register popup reads referralCode (spec section 2). */
export const registerPath = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

/**
 * A member referral code: "R" and 8 characters of the invitation alphabet, 9 in all, so it is
 * never one of an agent's 8-character invitation codes (decision 059).
 */
export const MEMBER_CODE_PATTERN = /^R[A-HJ-NP-Z2-9]{8}$/;

/**
 * pending: waits for the referee's first deposit and turnover; qualified: the referrer was paid;
 * refused: the referee shares a device, network, bank account or payee name with the referrer.
 */
export const referralStates = ['pending', 'qualified', 'refused'] as const;

/** Why a referral was refused (what the accounts share), for the operator and the member. */
export const referralRefusals = ['device', 'ip24', 'bank', 'payee'] as const;
