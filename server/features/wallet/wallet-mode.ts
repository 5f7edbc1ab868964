import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

/** The settings key of the merchant's wallet mode; absent means single wallet (the demo's). */
export const WALLET_MODE_KEY = 'wallet.merchant';
const WalletMode = z.object({ isSingle: z.boolean() });

/**
 * Single wallet: every game plays from member_main and transfers are refused. Otherwise each
 * vendor has its own member_vendor wallet, filled by transfers from the main wallet.
 */
export async function isSingleWallet(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, WALLET_MODE_KEY));
  return row ? WalletMode.parse(row.value).isSingle : true;
}

export async function setSingleWallet(db: Executor, isSingle: boolean): Promise<void> {
  const value = { isSingle };
  await db
    .insert(settings)
    .values({ key: WALLET_MODE_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
