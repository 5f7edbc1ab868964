import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PointsReason, RedemptionStatus } from '../../../contract/points/constants';

/** The spec's redeem states (section 4) with the tone of their badge. */
export const redemptionStatusLabels: Record<
  RedemptionStatus,
  { label: MessageDescriptor; tone: 'ok' | 'wait' | 'bad' }
> = {
  in_process: { label: msg`In process`, tone: 'wait' },
  approved: { label: msg`Approved`, tone: 'ok' },
  rejected: { label: msg`Rejected`, tone: 'bad' },
};

/** Why the member's points moved (points details). */
export const pointsReasonLabels: Record<PointsReason, MessageDescriptor> = {
  bets: msg`Earned from valid bets`,
  sign_in: msg`Daily sign-in`,
  mission: msg`Mission`,
  redeem: msg`Redeemed in the mall`,
  refund: msg`Returned (redemption rejected)`,
  other: msg`Other`,
};

/** Whole points with the reader's digit grouping. */
export const formatPoints = (points: string | number, locale: string) =>
  BigInt(points).toLocaleString(locale === 'en' ? 'en-US' : 'vi-VN');
