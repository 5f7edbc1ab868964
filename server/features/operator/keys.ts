import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../../contract/staff/roles';
import type { Db } from '../../db/client';
import { operatorKeys } from '../../db/schema';
import { AppError } from '../../core/context/errors';

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const KEY = /^op_([1-9][0-9]{0,15})_([A-Za-z0-9_-]{43})$/;
/** Compared against when the key id is unknown, so a miss costs what a hit costs. */
const DUMMY = sha256('no such operator key');

/**
 * A new key, shown once: `op_<id>_<secret>`; only the SHA-256 of the secret is kept. It acts as
 * one staff role (decision 102), admin unless told.
 */
export async function createOperatorKey(db: Db, name: string, role: StaffRole = 'admin'): Promise<string> {
  if (!/^[a-z0-9][a-z0-9_.-]{1,39}$/.test(name))
    throw new Error('a key name is 2-40 of a-z, 0-9, _ . - (lower case)');
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    throw new Error(`a key's role is one of ${STAFF_ROLES.join(', ')}`);
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(operatorKeys)
    .values({ name, role, secretHash: sha256(secret).toString('hex') })
    .onConflictDoNothing()
    .returning({ id: operatorKeys.id });
  if (!row) throw new Error(`an operator key named ${name} exists already (revoke it first)`);
  return `op_${row.id}_${secret}`;
}

export async function revokeOperatorKey(db: Db, name: string): Promise<boolean> {
  const done = await db
    .update(operatorKeys)
    .set({ revokedAt: new Date(), name: sql`${operatorKeys.name} || '#revoked-' || ${operatorKeys.id}` })
    .where(and(eq(operatorKeys.name, name), isNull(operatorKeys.revokedAt)))
    .returning({ id: operatorKeys.id });
  return done.length > 0;
}

export async function listOperatorKeys(db: Db) {
  return db
    .select({
      name: operatorKeys.name,
      role: operatorKeys.role,
      createdAt: operatorKeys.createdAt,
      lastUsedAt: operatorKeys.lastUsedAt,
    })
    .from(operatorKeys)
    .where(isNull(operatorKeys.revokedAt));
}

/** The key's name and role when it is live; INVALID_CREDENTIALS otherwise (constant-time comparison). */
export async function verifyOperatorKey(
  db: Db,
  presented: string | undefined,
): Promise<{ name: string; role: StaffRole }> {
  const m = KEY.exec(presented ?? '');
  const given = sha256(m?.[2] ?? '');
  const [row] = m
    ? await db
        .select({ name: operatorKeys.name, role: operatorKeys.role, hash: operatorKeys.secretHash })
        .from(operatorKeys)
        .where(and(eq(operatorKeys.id, Number(m[1])), isNull(operatorKeys.revokedAt)))
    : [];
  const stored = row ? Buffer.from(row.hash, 'hex') : DUMMY;
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !same || !m) throw new AppError('INVALID_CREDENTIALS', 'unknown or revoked operator key');
  await db
    .update(operatorKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(operatorKeys.id, Number(m[1])));
  return { name: row.name, role: row.role as StaffRole };
}
