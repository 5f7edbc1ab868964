import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { CreateStaffRequest, StaffAccount } from '../../../contract/staff/schemas';
import type { StaffRole } from '../../../contract/staff/roles';
import type { Db, Executor } from '../../db/client';
import { staff } from '../../db/schema';
import { audit, type Actor } from '../../core/context/audit';
import { AppError } from '../../core/context/errors';
import { hashPassword } from '../../core/sessions/password';
import { revokeStaffSessions } from './staff-sessions';

/** The admin's management of staff (decision 102); each change audited with before and after. */
export type StaffChange = { db: Db; actor: Actor; ip: string | null };

type Row = typeof staff.$inferSelect;
const activeAdmin = and(eq(staff.role, 'admin'), eq(staff.active, true));
const accountOf = (r: Row): StaffAccount => ({
  login: r.login,
  displayName: r.displayName,
  role: r.role as StaffRole,
  active: r.active,
  totpBound: r.totpSecret !== null,
  mustChangePassword: r.mustChangePassword,
  createdAt: r.createdAt.toISOString(),
});
/** What the audit keeps of an account: never a hash or a seed. */
const shown = (r: Row) => ({ role: r.role, active: r.active, totpBound: r.totpSecret !== null });

export async function listStaff(db: Executor): Promise<StaffAccount[]> {
  return (await db.select().from(staff).orderBy(asc(staff.login))).map(accountOf);
}

/** A new staff member with a one-time password (shown once): the first login changes it. */
export async function createStaff(c: StaffChange, req: CreateStaffRequest) {
  const oneTimePassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(oneTimePassword);
  const account = await c.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ login: req.login, displayName: req.displayName, role: req.role, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('ACCOUNT_EXISTS', `staff ${req.login} exists`, { field: 'login' });
    await audit(tx, c.actor, 'staff.create', `staff:${row.login}`, null, {
      ip: c.ip,
      after: { ...shown(row), displayName: row.displayName },
    });
    return accountOf(row);
  });
  return { account, oneTimePassword };
}

/**
 * One change to an existing account, with its row locked, audited before and after; refused
 * (WRONG_STATE) when it would leave no active admin.
 */
async function changeStaff(
  c: StaffChange,
  login: string,
  action: string,
  change: (tx: Executor, row: Row) => Promise<Partial<Row>>,
): Promise<StaffAccount> {
  return c.db.transaction(async (tx) => {
    // The admins' rows first, in one order: two admins demoting each other at once queue here, and
    // the second counts the first's change.
    await tx.select({ id: staff.id }).from(staff).where(activeAdmin).orderBy(asc(staff.id)).for('update');
    const [row] = await tx.select().from(staff).where(eq(staff.login, login)).for('update');
    if (!row) throw new AppError('NOT_FOUND', `no staff ${login}`, { field: 'login' });
    const [after] = await tx
      .update(staff)
      .set(await change(tx, row))
      .where(eq(staff.id, row.id))
      .returning();
    const [admins] = await tx.select({ n: count() }).from(staff).where(activeAdmin);
    // Keys act as admin too, but only a person can manage staff from the back office.
    if (admins!.n === 0) throw new AppError('WRONG_STATE', 'the last active admin stays an active admin');
    await audit(tx, c.actor, action, `staff:${login}`, null, {
      ip: c.ip,
      before: shown(row),
      after: shown(after!),
    });
    return accountOf(after!);
  });
}

export const setStaffRole = (c: StaffChange, login: string, role: StaffRole) =>
  changeStaff(c, login, 'staff.set-role', async () => ({ role }));

/** Deactivated: no login, and every session of theirs ends now. */
export const deactivateStaff = (c: StaffChange, login: string) =>
  changeStaff(c, login, 'staff.deactivate', async (tx, row) => {
    await revokeStaffSessions(tx, row.id);
    return { active: false };
  });

/** A lost phone: the authenticator unbound (the next login enrols one) and every session ended. */
export const resetStaffTotp = (c: StaffChange, login: string) =>
  changeStaff(c, login, 'staff.reset-totp', async (tx, row) => {
    await revokeStaffSessions(tx, row.id);
    return { totpSecret: null, totpPendingSecret: null, totpLastStep: null };
  });
