import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { regionBlocks } from '../db/schema';
import { publishChange } from '../core/storage/changes';
import { IpOrCidr } from '../core/limits/ip-rules';

export async function regionBlock(database: Database, raw: string) {
  const cidr = IpOrCidr.parse(raw);
  const inserted = await database.db.insert(regionBlocks).values({ cidr }).onConflictDoNothing().returning();
  await publishChange(database.pool, 'site');
  return inserted.length ? `Blocked ${cidr}.` : `${cidr} was already blocked.`;
}

export async function regionUnblock(database: Database, raw: string) {
  const cidr = IpOrCidr.parse(raw);
  const removed = await database.db.delete(regionBlocks).where(eq(regionBlocks.cidr, cidr)).returning();
  await publishChange(database.pool, 'site');
  return removed.length ? `Unblocked ${cidr}.` : `${cidr} was not blocked.`;
}

export async function regionList(database: Database) {
  const rows = await database.db.select().from(regionBlocks).orderBy(asc(regionBlocks.cidr));
  return rows.length ? rows.map((r) => r.cidr).join('\n') : 'No blocked addresses.';
}
