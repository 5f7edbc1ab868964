import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConfirmStatus, Deposit, Withdrawal } from './payments-api';

type Tone = 'ok' | 'bad' | 'wait';
export const depositStatus: Record<Deposit['status'], { label: MessageDescriptor; tone: Tone }> = {
  pending: { label: msg`Waiting`, tone: 'wait' },
  credited: { label: msg`Credited`, tone: 'ok' },
  rejected: { label: msg`Rejected`, tone: 'bad' },
  failed: { label: msg`Failed`, tone: 'bad' },
};
export const withdrawalStatus: Record<Withdrawal['status'], { label: MessageDescriptor; tone: Tone }> = {
  pending: { label: msg`Processing`, tone: 'wait' },
  approved: { label: msg`Paid`, tone: 'ok' },
  rejected: { label: msg`Rejected`, tone: 'bad' },
};
export const confirmStatusLabel: Record<ConfirmStatus, MessageDescriptor> = {
  awaiting: msg`Please confirm receipt`,
  received: msg`Received`,
  not_received: msg`Reported not received`,
  fully_paid: msg`Fully paid`,
  auto_received: msg`Counted as received`,
};
