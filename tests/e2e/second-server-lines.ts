import type { Db } from '../../server/db/client';
import { domainLines } from '../../server/db/schema';

/** The e2e servers list each other as domain lines (in this order: the first is the page's own). */
export async function replaceLines(db: Db, names: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(domainLines);
    if (names.length)
      await tx.insert(domainLines).values(names.map((domainName, sort) => ({ domainName, sort })));
  });
}
