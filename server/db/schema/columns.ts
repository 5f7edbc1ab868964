import { bigint, bigserial, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferenceConfig } from 'drizzle-orm/pg-core';

/*
 * Column builders every table repeats, so that each kind of column is spelled once. Each must build
 * exactly the column the hand-written form did: after a change here `npx drizzle-kit generate`
 * must find nothing to migrate. Not re-exported from index.ts: it holds no tables.
 */

/** The surrogate key of most tables; ids stay far below 2^53, so they are read as numbers. */
export const idColumn = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A point in time; always timestamptz, so no reader depends on the server's zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed; the writer sets it, the default covers the insert. */
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();

/** A 64-bit amount (minor units, points, turnover), read as a JS bigint so it never rounds. */
export const int64 = (name: string) => bigint(name, { mode: 'bigint' });

/** A reference to another table's bigserial id, read as a number like the id itself. */
export const foreignId = (name: string, target: ReferenceConfig['ref']) =>
  bigint(name, { mode: 'number' }).references(target);

/** A reference to another table's serial (integer) id or version. */
export const foreignSerial = (name: string, target: ReferenceConfig['ref']) =>
  integer(name).references(target);

/** A reference to another table's text key (a vendor, channel or invitation code). */
export const foreignCode = (name: string, target: ReferenceConfig['ref']) => text(name).references(target);
