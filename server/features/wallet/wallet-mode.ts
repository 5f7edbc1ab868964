import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';

/** The settings key of the merchant's wallet mode; absent means single wallet (the demo's). */
export const WALLET_MODE_KEY = 'wallet.merchant';
const WalletMode = z.object({ isSingle: z.boolean() });

/**
 * Single wallet: every game plays from member_main and transfers are refused. Otherwise each
 * vendor has its own member_vendor wallet, filled by transfers from the main wallet.
 */
export async function isSingleWallet(db: Executor): Promise<boolean> {
  const r = await db.execute<{ value: unknown }>(
    sql`SELECT value FROM settings WHERE key = ${WALLET_MODE_KEY}`,
  );
  const row = r.rows[0];
  return row ? WalletMode.parse(row.value).isSingle : true;
}

export async function setSingleWallet(db: Executor, isSingle: boolean): Promise<void> {
  await db.execute(sql`
    INSERT INTO settings (key, value) VALUES (${WALLET_MODE_KEY}, ${JSON.stringify({ isSingle })}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
}
