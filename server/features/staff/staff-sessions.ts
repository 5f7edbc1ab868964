import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS, STAFF_TICKET_MINUTES } from '../../../contract/staff/roles';
import type { StaffRole } from '../../../contract/staff/roles';
import type { Executor } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../core/sessions/opaque-token';

/**
 * Staff sessions (decision 102), apart from the members': the token is shown once and only its
 * hash kept. A `totp` row is a login between its password and its code; an `active` row is a
 * session, live until expires_at and while used at least every STAFF_IDLE_MINUTES.
 */
export type StaffPrincipal = {
  staffId: number;
  sessionId: number;
  login: string;
  displayName: string;
  role: StaffRole;
};

export async function openStaffSession(
  db: Executor,
  staffId: number,
  stage: 'totp' | 'active',
  ip: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const life =
    stage === 'totp'
      ? sql`now() + make_interval(mins => ${STAFF_TICKET_MINUTES})`
      : sql`now() + make_interval(hours => ${STAFF_SESSION_HOURS})`;
  const [row] = await db
    .insert(staffSessions)
    .values({ staffId, tokenHash: hashOpaqueToken(token), stage, ip, expiresAt: life })
    .returning({ expiresAt: staffSessions.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

/** The live row of a token at a stage, with its active staff member; undefined otherwise. */
export async function findStaffSession(
  db: Executor,
  token: string,
  stage: 'totp' | 'active',
): Promise<StaffPrincipal | undefined> {
  const idle = sql`now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`;
  const [row] = await db
    .select({
      staffId: staff.id,
      sessionId: staffSessions.id,
      login: staff.login,
      displayName: staff.displayName,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashOpaqueToken(token)),
        eq(staffSessions.stage, stage),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        stage === 'active' ? gt(staffSessions.lastSeenAt, idle) : undefined,
        eq(staff.active, true),
      ),
    );
  return row ? { ...row, role: row.role as StaffRole } : undefined;
}

/** A staff session in use: the idle clock starts again. */
export async function touchStaffSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}

/** Ends one session or login ticket; true when it was live. */
export async function revokeStaffSession(db: Executor, sessionId: number): Promise<boolean> {
  const done = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return done.length > 0;
}

/** Ends every session of a staff member (deactivated, TOTP reset). */
export async function revokeStaffSessions(db: Executor, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
