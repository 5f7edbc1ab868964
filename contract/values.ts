/*
 * Constants both sides need, as plain values (issue 14 point 2): the PWA imports them at run time
 * without zod (decision 008), the zod contracts re-export them. One place each, instead of a copy
 * on the client.
 */

/** Account types of spec section 9. */
export const agentAccountTypes = [1, 2, 41, 42] as const;
export const memberAccountType = 0;
export const trialAccountType = 4;

/** The longest member-records range (spec section 2), in days, both ends included. */
export const RECORDS_MAX_DAYS = 90;

/** The longest agent report range, in days. */
export const MAX_REPORT_DAYS = 92;

/** A lottery bet picks 1 to this many numbers. */
export const LOTTERY_MAX_PICKS = 10;
