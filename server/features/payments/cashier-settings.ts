import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

/** The settings key of the withdrawal rules; absent means the defaults below. */
export const CASHIER_SETTINGS_KEY = 'cashier.withdraw';

const Settings = z.object({
  minAmount: z.coerce.bigint().positive(),
  maxAmount: z.coerce.bigint().positive(),
  /** Spec section 4: no confirmation within this many minutes after payment counts as received. */
  confirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
});
export type CashierSettings = z.infer<typeof Settings>;

export const defaultCashierSettings: CashierSettings = {
  minAmount: 50_000n,
  maxAmount: 500_000_000n,
  confirmMinutes: 30,
};

export async function loadCashierSettings(db: Executor): Promise<CashierSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CASHIER_SETTINGS_KEY));
  return row ? Settings.parse(row.value) : defaultCashierSettings;
}

export async function saveCashierSettings(db: Executor, s: CashierSettings): Promise<void> {
  const value = { ...s, minAmount: String(s.minAmount), maxAmount: String(s.maxAmount) };
  await db
    .insert(settings)
    .values({ key: CASHIER_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
