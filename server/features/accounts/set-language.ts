import { eq } from 'drizzle-orm';
import type { Language } from '../../../contract/common';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

/** Keeps the language the member switched the lobby to (spec section 4: language change). */
export async function setMemberLanguage(db: Db, accountId: number, language: Language): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
}
