import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staff } from '../db/schema';
import { hashPassword } from '../core/sessions/password';
import type { Sealer } from '../core/sessions/sealed';
import { DEMO_ADMIN, sealStaffSecret } from '../features/staff';

export { DEMO_ADMIN, demoAdminCode, demoAdminOtpauthUrl } from '../features/staff';

/** Writes the demo admin (features/staff/demo-admin.ts) when missing; its password hashed only then. */
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
