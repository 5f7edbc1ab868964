import { z } from 'zod';
import { SignedMinorUnits, countParam } from '../primitives';
import { GameType, LanguageQuery } from '../common';
import { RECORDS_MAX_DAYS } from '../values';

export { RECORDS_MAX_DAYS } from '../values';

/**
 * Member records (spec section 2: personalHistoryCopy, transactionHistory, personalProfit,
 * bonusDetails). Days are calendar days in the member's zone, given as its offset from UTC in
 * minutes (`tz`, what the header clock shows); a range covers both ends and at most
 * RECORDS_MAX_DAYS days. Lists are newest first and paged by an opaque cursor (keyset on time
 * and id), so a page never repeats or skips a row while new ones arrive.
 */

export const RECORDS_PAGE_DEFAULT = 20;
export const RECORDS_PAGE_MAX = 100;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a real calendar day, or null. */
export function recordDayNumber(day: string): number | null {
  if (!DAY_RE.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

const Day = z
  .string()
  .refine((s) => recordDayNumber(s) !== null, { message: 'a calendar day yyyy-MM-dd' })
  .meta({ description: 'Calendar day yyyy-MM-dd in the member zone' });

/** Offset of the member's zone east of UTC, minutes (GMT+7 → 420). */
const TzOffset = z.coerce
  .number()
  .int()
  .min(-720)
  .max(840)
  .default(0)
  .meta({ description: 'Minutes east of UTC of the member zone (GMT+7 is 420)' });

const Cursor = z
  .string()
  .regex(/^[0-9]{1,17}-[1-9][0-9]{0,17}$/, 'a cursor from a previous page')
  .meta({ description: 'nextCursor of the previous page' });

const Limit = countParam(RECORDS_PAGE_MAX, RECORDS_PAGE_DEFAULT);

const VendorCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
/** A ledger transaction kind (seamless_bet, deposit, ...). */
const TransactionKind = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

/** from/to, both ends included, in order, at most RECORDS_MAX_DAYS days. */
const rangeRule = <T extends { from: string; to: string }>(q: T, ctx: z.RefinementCtx) => {
  const a = recordDayNumber(q.from);
  const b = recordDayNumber(q.to);
  if (a === null || b === null) return;
  if (b < a) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (b - a + 1 > RECORDS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${RECORDS_MAX_DAYS} days` });
};

const RangeFields = { from: Day, to: Day, tz: TzOffset };
const PageFields = { cursor: Cursor.optional(), limit: Limit };

export const betStatuses = ['open', 'settled', 'rolled_back'] as const;
export const BetStatus = z.enum(betStatuses).meta({ id: 'BetStatus' });
export type BetStatus = z.infer<typeof BetStatus>;

export const BetRecordsQuery = LanguageQuery.extend({
  ...RangeFields,
  ...PageFields,
  vendor: VendorCode.optional(),
  gameType: GameType.optional(),
  status: BetStatus.optional(),
}).superRefine(rangeRule);
export type BetRecordsQuery = z.infer<typeof BetRecordsQuery>;

export const TransactionRecordsQuery = z
  .object({ ...RangeFields, ...PageFields, type: TransactionKind.optional() })
  .superRefine(rangeRule);
export type TransactionRecordsQuery = z.infer<typeof TransactionRecordsQuery>;

export const ProfitQuery = LanguageQuery.extend({ ...RangeFields }).superRefine(rangeRule);
export type ProfitQuery = z.infer<typeof ProfitQuery>;

export const BonusRecordsQuery = z.object({ ...RangeFields, ...PageFields }).superRefine(rangeRule);
export type BonusRecordsQuery = z.infer<typeof BonusRecordsQuery>;

/** Minor units as a decimal string (may be negative for a profit or a debit). */

const Currency = {
  currency: z.string(),
  /** What the PWA puts beside amounts (server-given: the merchant's currency). */
  currencySymbol: z.string(),
};
const Paging = {
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
};

export const BetRecord = z
  .object({
    id: z.number().int(),
    /** When the bet was placed (ISO instant). */
    at: z.string(),
    settledAt: z.string().nullable(),
    vendor: z.string(),
    vendorName: z.string(),
    gameCode: z.string(),
    /** The catalogue name; the game code when the game is not in the catalogue. */
    gameName: z.string(),
    gameType: z.string().nullable(),
    roundId: z.string(),
    bet: SignedMinorUnits,
    win: SignedMinorUnits,
    /** win − bet once settled; null while open or when rolled back. */
    profit: SignedMinorUnits.nullable(),
    status: BetStatus,
  })
  .meta({ id: 'BetRecord' });
export type BetRecord = z.infer<typeof BetRecord>;

/** Sums over every bet the filter matches (all pages). */
export const BetTotals = z
  .object({
    count: z.number().int(),
    /** Stakes not rolled back. */
    bet: SignedMinorUnits,
    /** Stakes of settled bets (the ones that count for profit). */
    validBet: SignedMinorUnits,
    win: SignedMinorUnits,
    /** win − validBet. */
    profit: SignedMinorUnits,
  })
  .meta({ id: 'BetTotals' });
export type BetTotals = z.infer<typeof BetTotals>;

export const BetRecordsPage = z
  .object({ ...Currency, ...Paging, items: z.array(BetRecord), totals: BetTotals })
  .meta({ id: 'BetRecordsPage' });
export type BetRecordsPage = z.infer<typeof BetRecordsPage>;

export const TransactionRecord = z
  .object({
    /** The ledger entry's id. */
    id: z.number().int(),
    transactionId: z.number().int(),
    at: z.string(),
    /** The ledger transaction kind (seamless_bet, deposit, …); clients label unknown ones generically. */
    type: z.string(),
    /** main, or the vendor code of a vendor wallet. */
    wallet: z.string(),
    /** Signed: positive credits the member. */
    amount: SignedMinorUnits,
    balanceAfter: SignedMinorUnits,
  })
  .meta({ id: 'TransactionRecord' });
export type TransactionRecord = z.infer<typeof TransactionRecord>;

export const TransactionTotals = z
  .object({ count: z.number().int(), in: SignedMinorUnits, out: SignedMinorUnits, net: SignedMinorUnits })
  .meta({ id: 'TransactionTotals' });
export type TransactionTotals = z.infer<typeof TransactionTotals>;

export const TransactionRecordsPage = z
  .object({ ...Currency, ...Paging, items: z.array(TransactionRecord), totals: TransactionTotals })
  .meta({ id: 'TransactionRecordsPage' });
export type TransactionRecordsPage = z.infer<typeof TransactionRecordsPage>;

export const ProfitFigures = z
  .object({
    count: z.number().int(),
    bet: SignedMinorUnits,
    validBet: SignedMinorUnits,
    win: SignedMinorUnits,
    profit: SignedMinorUnits,
  })
  .meta({ id: 'ProfitFigures' });
export type ProfitFigures = z.infer<typeof ProfitFigures>;

export const ProfitDay = ProfitFigures.extend({ day: z.string() }).meta({ id: 'ProfitDay' });
export const ProfitGroup = ProfitFigures.extend({
  vendor: z.string(),
  vendorName: z.string(),
  /** null when the game is not in the catalogue. */
  gameType: z.string().nullable(),
}).meta({ id: 'ProfitGroup' });

export const ProfitReport = z
  .object({
    ...Currency,
    /** Days with bets, newest first. */
    days: z.array(ProfitDay),
    /** Per vendor and game type, largest stake first. */
    groups: z.array(ProfitGroup),
    totals: ProfitFigures,
  })
  .meta({ id: 'ProfitReport' });
export type ProfitReport = z.infer<typeof ProfitReport>;

export const BonusRecord = z
  .object({
    id: z.number().int(),
    transactionId: z.number().int(),
    at: z.string(),
    /** bonus, adjustment, … (the ledger transaction kind). */
    type: z.string(),
    /** The operator's or promotion's reason, when the posting gave one. */
    reason: z.string().nullable(),
    amount: SignedMinorUnits,
  })
  .meta({ id: 'BonusRecord' });
export type BonusRecord = z.infer<typeof BonusRecord>;

export const BonusRecordsPage = z
  .object({
    ...Currency,
    ...Paging,
    items: z.array(BonusRecord),
    totals: z.object({ count: z.number().int(), amount: SignedMinorUnits }),
  })
  .meta({ id: 'BonusRecordsPage' });
export type BonusRecordsPage = z.infer<typeof BonusRecordsPage>;

/** The records calls (paths in contract/records/endpoints.ts, decision 064). */
export const recordsSchemas = {
  bets: { query: BetRecordsQuery, value: BetRecordsPage },
  transactions: { query: TransactionRecordsQuery, value: TransactionRecordsPage },
  profit: { query: ProfitQuery, value: ProfitReport },
  bonuses: { query: BonusRecordsQuery, value: BonusRecordsPage },
};
export type RecordsSchemas = typeof recordsSchemas;
