/**
 * The operator's staff roles (decision 102), plain values the back office and the server share.
 * Every /ops call names the roles allowed to make it in contract/staff/permissions.ts.
 */
export const STAFF_ROLES = [
  'admin',
  'finance',
  'risk',
  'support',
  'marketing',
  /** Sports and tables. */
  'trader',
  'lottery_clerk',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff session ends this long after login, whatever its use. */
export const STAFF_SESSION_HOURS = 12;
/** ...or after this long without a call. */
export const STAFF_IDLE_MINUTES = 30;
/** The time between the password and the TOTP code of one login. */
export const STAFF_TICKET_MINUTES = 5;
