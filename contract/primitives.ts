import { z } from 'zod';

/**
 * The wire's primitives, written once: every contract file takes its amounts, counts, ids, days
 * and page parameters from here, so a rule (what a money string may hold, how far a page goes)
 * changes in one place.
 */

/** A non-negative whole number as a string of digits: points, counts, tickets. */
export const Digits = z.string().regex(/^[0-9]+$/);
/** An amount of money in minor units (integer dong), never negative: a stake, a deposit, a bonus. */
export const MinorUnits = Digits;
/** An amount of money in minor units that may be negative: a balance change, a profit or loss. */
export const SignedMinorUnits = z.string().regex(/^-?[0-9]+$/);
/** A day of the site's calendar, `YYYY-MM-DD`. */
export const SiteDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A database row's id in a path or query (PostgreSQL `integer`). */
export const RowId = z.coerce.number().int().min(1).max(2_147_483_647);
/** A path's `{id}`. */
export const IdParam = z.object({ id: RowId });

/** A page number from the query: 1 when absent, at most 10,000. */
export const PageNumber = z.coerce.number().int().min(1).max(10_000).default(1);
/** A page's size or a list's limit from the query: `fallback` when absent, 1..`max`. */
export const countParam = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
