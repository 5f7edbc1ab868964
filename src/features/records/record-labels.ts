import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isKnownKind, type KnownKind } from './records-logic';

const transactionKindLabels: Record<KnownKind, MessageDescriptor> = {
  seamless_bet: msg`Bet`,
  seamless_win: msg`Win`,
  seamless_rollback: msg`Bet refunded`,
  wallet_transfer: msg`Wallet transfer`,
  demo_deposit: msg`Opening balance`,
  deposit: msg`Deposit`,
  withdrawal_hold: msg`Withdrawal requested`,
  withdrawal_release: msg`Withdrawal returned`,
  withdrawal_paid: msg`Withdrawal paid`,
  member_transfer: msg`Transfer`,
  adjustment: msg`Adjustment`,
  bonus: msg`Bonus`,
  salary: msg`Salary`,
  dividend: msg`Dividend`,
};

/** A kind's label; one the client does not know yet gets a generic one, never a crash. */
export function kindLabel(i18n: I18n, kind: string): string {
  return isKnownKind(kind) ? i18n._(transactionKindLabels[kind]) : i18n._(msg`Other transaction`);
}

const betStatusLabels: Record<string, MessageDescriptor> = {
  open: msg`Pending`,
  settled: msg`Settled`,
  rolled_back: msg`Refunded`,
};

export const statusLabel = (i18n: I18n, status: string) =>
  Object.hasOwn(betStatusLabels, status) ? i18n._(betStatusLabels[status]!) : status;
