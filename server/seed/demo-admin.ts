import { eq } from 'drizzle-orm';
import { TOTP, Secret } from 'otpauth';
import type { Db } from '../db/client';
import { staff } from '../db/schema';
import { hashPassword } from '../core/sessions/password';
import type { Sealer } from '../core/sessions/sealed';
import { sealStaffSecret, staffOtpauthUrl } from '../features/staff';

/**
 * The demo back-office admin (decision 102), printed by `npm start` beside the players' logins.
 * Its TOTP seed is fixed and public, like its password, so a developer adds it to an
 * authenticator once and logs in on every fresh database; `npm run ops -- staff demo-code`
 * prints the current code without one. A demo only: production has no seed.
 */
export const DEMO_ADMIN = {
  login: 'admin',
  password: 'demo-admin-pass',
  totpSecret: 'DEMOADMINBACKOFFICE2345GHIJKLMNO',
} as const;

export const demoAdminOtpauthUrl = () => staffOtpauthUrl(DEMO_ADMIN.login, DEMO_ADMIN.totpSecret);

/** The demo admin's current code (what an authenticator with the seed shows now). */
export const demoAdminCode = (now = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN.totpSecret), digits: 6, period: 30 }).generate({
    timestamp: now,
  });

/** Writes the demo admin when missing (its password hashed only then). */
export async function seedDemoAdmin(db: Db, sealer: Sealer): Promise<void> {
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.login, DEMO_ADMIN.login));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        login: DEMO_ADMIN.login,
        displayName: 'Demo admin',
        role: 'admin',
        passwordHash,
        mustChangePassword: false,
      })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (row)
      await tx
        .update(staff)
        .set({ totpSecret: sealStaffSecret(sealer, row.id, DEMO_ADMIN.totpSecret) })
        .where(eq(staff.id, row.id));
  });
}
