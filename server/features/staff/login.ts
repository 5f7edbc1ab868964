import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { StaffLoginRequest, StaffLoginValue, StaffTotpRequest } from '../../../contract/staff/schemas';
import type { StaffRole } from '../../../contract/staff/roles';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { audit } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import type { Limits } from '../../core/limits/limits';
import { hashPassword, verifyPassword } from '../../core/sessions/password';
import type { Sealer } from '../../core/sessions/sealed';
import { stepOf } from '../accounts';
import { findStaffSession, openStaffSession, revokeStaffSession } from './staff-sessions';
import { newStaffTotp, openStaffSecret, sealStaffSecret, staffOtpauthUrl } from './staff-totp';

export type StaffLoginContext = { db: Db; sealer: Sealer; limits: Limits };

/** A real hash of a password nobody has: unknown logins cost the same scrypt as wrong passwords. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('no staff member has this password'));

const refused = () => new AppError('INVALID_CREDENTIALS', 'wrong login or password');

/**
 * The password step: counted per login and address and per address (as the members' login), a
 * ticket for the TOTP step when right. A member without an authenticator gets a new seed to enrol
 * (shown here once, bound when a code from it is confirmed).
 */
export async function loginStaff(
  ctx: StaffLoginContext,
  input: StaffLoginRequest,
  ip: string,
): Promise<StaffLoginValue> {
  const { db, limits } = ctx;
  const [row] = await db.select().from(staff).where(eq(staff.login, input.login));
  const right = await limits.staffLoginIp.attempt(ip, () =>
    limits.staffLoginFailures.attempt(`${input.login}|${ip}`, async () => {
      const same = await verifyPassword(input.password, row?.passwordHash ?? (await getDummyHash()));
      return same && row !== undefined && row.active;
    }),
  );
  if (!right || !row) throw refused();
  let enrol: { secret: string; otpauthUrl: string } | null = null;
  if (!row.totpSecret) {
    enrol = newStaffTotp(row.login);
    await db
      .update(staff)
      .set({ totpPendingSecret: sealStaffSecret(ctx.sealer, row.id, enrol.secret), totpLastStep: null })
      .where(eq(staff.id, row.id));
  }
  const { token } = await openStaffSession(db, row.id, 'totp', ip);
  return {
    ticket: token,
    next: enrol ? 'enrol' : 'totp',
    otpauthUrl: enrol ? staffOtpauthUrl(row.login, enrol.secret) : null,
    secret: enrol?.secret ?? null,
    mustChangePassword: row.mustChangePassword,
  };
}

/**
 * The TOTP step: the code of the bound seed (or of the pending one, which it binds), a new
 * password when the last was a one-time one, then an active session in place of the ticket.
 * The code's time step is recorded in the same conditional update, so a code never works twice.
 */
export async function completeStaffLogin(ctx: StaffLoginContext, input: StaffTotpRequest, ip: string) {
  const { db, sealer, limits } = ctx;
  const ticket = await findStaffSession(db, input.ticket, 'totp');
  if (!ticket) throw new AppError('INVALID_CREDENTIALS', 'the login expired; start again');
  const [row] = await db.select().from(staff).where(eq(staff.id, ticket.staffId));
  if (!row) throw refused();
  if (row.mustChangePassword && !input.newPassword)
    throw new AppError('BAD_REQUEST', 'choose a new password', { field: 'newPassword' });
  const newHash = row.mustChangePassword && input.newPassword ? await hashPassword(input.newPassword) : null;
  const sealed = row.totpSecret ?? row.totpPendingSecret;
  const right = await limits.staffTotpFailures.attempt(String(row.id), async () => {
    if (!sealed) return false;
    const step = stepOf(openStaffSecret(sealer, row.id, sealed), input.code);
    if (step === null) return false;
    const done = await db
      .update(staff)
      .set({
        totpLastStep: step,
        totpSecret: sealed,
        totpPendingSecret: null,
        ...(newHash ? { passwordHash: newHash, mustChangePassword: false } : {}),
      })
      .where(
        and(
          eq(staff.id, row.id),
          row.totpSecret ? eq(staff.totpSecret, sealed) : eq(staff.totpPendingSecret, sealed),
          or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
        ),
      )
      .returning({ id: staff.id });
    return done.length > 0;
  });
  if (!right)
    throw new AppError('INVALID_VERIFICATION_CODE', 'wrong or already used code', { field: 'code' });
  // The ticket is spent whatever happens next: a second use of it finds nothing.
  if (!(await revokeStaffSession(db, ticket.sessionId))) throw refused();
  const session = await db.transaction(async (tx) => {
    const opened = await openStaffSession(tx, row.id, 'active', ip);
    await audit(tx, `staff:${row.login}`, 'staff.login', `staff:${row.login}`, null, { ip });
    if (!row.totpSecret)
      await audit(tx, `staff:${row.login}`, 'staff.totp-enrol', `staff:${row.login}`, null, { ip });
    if (newHash)
      await audit(tx, `staff:${row.login}`, 'staff.password-change', `staff:${row.login}`, null, { ip });
    return opened;
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    me: {
      actor: `staff:${row.login}`,
      login: row.login,
      displayName: row.displayName,
      role: row.role as StaffRole,
      kind: 'staff' as const,
    },
  };
}
