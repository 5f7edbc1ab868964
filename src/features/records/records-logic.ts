import { formatLocalDateTime, offsetOf } from '../../lib/time';
import { dayOf, shortcutRange, type DayRange } from '../../ui/date-range/ranges';

/** The range a records screen opens with: the past 7 days, today included. */
export function initialRange(now: Date = new Date()): DayRange {
  return shortcutRange('past7', dayOf(now));
}

/** The member zone's offset for the server (minutes east of UTC), as the header clock shows it. */
export const zoneOffset = (now: Date = new Date()) => offsetOf(now);

/** A record's time in the member zone with its GMT offset: "2026/11/22 14:03 GMT+7". */
export const recordTime = (iso: string) => formatLocalDateTime(iso) ?? iso;

/** Money in the app's one format (src/lib/money.ts). */
export { formatMoney } from '../../lib/money';

/** Whether an amount gains (up), loses (down) or is nothing, for its colour. */
export function toneOf(minor: string | null): 'up' | 'down' | 'zero' {
  if (minor === null || !/^-?[0-9]+$/.test(minor)) return 'zero';
  const n = BigInt(minor);
  return n > 0n ? 'up' : n < 0n ? 'down' : 'zero';
}

/** Ledger transaction kinds the platform posts (the wallet, payments, agent and operator work). */
export const knownKinds = [
  'seamless_bet',
  'seamless_win',
  'seamless_rollback',
  'wallet_transfer',
  'demo_deposit',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'member_transfer',
  'adjustment',
  'bonus',
  'salary',
  'dividend',
] as const;
export type KnownKind = (typeof knownKinds)[number];

/** Whether the client has a label for a kind (own keys only: "__proto__" is not a kind). */
export const isKnownKind = (kind: string): kind is KnownKind =>
  (knownKinds as readonly string[]).includes(kind);

/** The filter offers these (the others still show with their label when they occur). */
export const transactionFilterKinds: readonly KnownKind[] = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_release',
  'seamless_bet',
  'seamless_win',
  'seamless_rollback',
  'wallet_transfer',
  'member_transfer',
  'bonus',
  'adjustment',
  'salary',
  'dividend',
];
