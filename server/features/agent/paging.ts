import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/agent/schemas';

/** LIMIT/OFFSET of a 1-based page of PAGE_SIZE. */
export const pageClause = (page: number) => sql`LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;

export const totalPages = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** A case-insensitive prefix match on the login name; LIKE's wildcards in the input match literally. */
export const accountPrefix = (account: string | undefined, column = sql`a.account`) =>
  account
    ? sql` AND ${column} LIKE ${account.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`) + '%'}`
    : sql``;
