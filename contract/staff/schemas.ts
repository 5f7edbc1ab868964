import { z } from 'zod';
import { STAFF_ROLES } from './roles';

export { STAFF_ROLES, type StaffRole } from './roles';

export const StaffRoleName = z.enum(STAFF_ROLES).meta({ id: 'StaffRole' });
export const StaffLoginName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_.-]{1,39}$/);
/** At least 10 characters: a staff password opens money decisions. */
export const StaffPassword = z.string().min(10).max(128);
const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const StaffLoginRequest = z
  .object({ login: StaffLoginName, password: z.string().min(1).max(128) })
  .meta({ id: 'StaffLoginRequest' });
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>;

/**
 * The password was right: `ticket` carries the login to the TOTP step. `enrol`: no authenticator
 * yet, add `otpauthUrl` (or `secret`) to one and send its code; `totp`: send the current code.
 * `mustChangePassword`: the TOTP step must carry a new password (a one-time password was used).
 */
export const StaffLoginValue = z
  .object({
    ticket: z.string(),
    next: z.enum(['totp', 'enrol']),
    otpauthUrl: z.string().nullable(),
    secret: z.string().nullable(),
    mustChangePassword: z.boolean(),
  })
  .meta({ id: 'StaffLoginValue' });
export type StaffLoginValue = z.infer<typeof StaffLoginValue>;

export const StaffTotpRequest = z
  .object({ ticket: z.string().min(16).max(128), code: Code, newPassword: StaffPassword.optional() })
  .meta({ id: 'StaffTotpRequest' });
export type StaffTotpRequest = z.infer<typeof StaffTotpRequest>;

/** Who is calling: a staff member (login, name) or an operator key (its name as login). */
export const StaffMe = z
  .object({
    actor: z.string(),
    login: z.string(),
    displayName: z.string(),
    role: StaffRoleName,
    kind: z.enum(['staff', 'key']),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMe>;

/** A staff session: send `token` as Authorization: Bearer until `expiresAt` (or 30 idle minutes). */
export const StaffSession = z
  .object({ token: z.string(), expiresAt: z.string(), me: StaffMe })
  .meta({ id: 'StaffSession' });

export const StaffAccount = z
  .object({
    login: z.string(),
    displayName: z.string(),
    role: StaffRoleName,
    active: z.boolean(),
    totpBound: z.boolean(),
    mustChangePassword: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof StaffAccount>;

export const CreateStaffRequest = z
  .object({ login: StaffLoginName, displayName: z.string().trim().min(1).max(64), role: StaffRoleName })
  .meta({ id: 'CreateStaffRequest' });
export type CreateStaffRequest = z.infer<typeof CreateStaffRequest>;

/** The new account and its one-time password, shown once: the first login changes it. */
export const CreatedStaff = z
  .object({ account: StaffAccount, oneTimePassword: z.string() })
  .meta({ id: 'CreatedStaff' });

export const StaffLoginParam = z.object({ login: StaffLoginName });
export const SetStaffRoleRequest = z.object({ role: StaffRoleName }).meta({ id: 'SetStaffRoleRequest' });

/** The staff calls (paths in contract/staff/endpoints.ts, decision 064). */
export const staffSchemas = {
  login: { body: StaffLoginRequest, value: StaffLoginValue },
  totp: { body: StaffTotpRequest, value: StaffSession },
  logout: { value: z.object({}) },
  me: { value: StaffMe },
  accounts: { value: z.object({ list: z.array(StaffAccount) }) },
  createAccount: { body: CreateStaffRequest, value: CreatedStaff },
  setRole: { params: StaffLoginParam, body: SetStaffRoleRequest, value: StaffAccount },
  deactivate: { params: StaffLoginParam, value: StaffAccount },
  resetTotp: { params: StaffLoginParam, value: StaffAccount },
};
export type StaffSchemas = typeof staffSchemas;
