import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api';
import { claimErrorText } from '../rewards/rule-labels';

/**
 * Why a grab was refused, in the envelope's own words (decision 089): who may grab (a deposit or
 * VIP 1), one envelope per drop per device and a few per network; any other refusal as a claim's.
 */
const refusals: Partial<Record<string, MessageDescriptor>> = {
  deposit_count: msg`Red envelopes are for members who have made a deposit or reached VIP 1.`,
  device_limit: msg`An envelope of this drop has already been taken on this device.`,
  ip_limit: msg`Your network has already taken as many envelopes of this drop as one network may.`,
};

export function grabErrorText(i18n: I18n, err: unknown): string {
  const rule = err instanceof ApiError && err.code === 'RULE_FAILED' ? err.details.rule : undefined;
  const text = rule ? refusals[rule] : undefined;
  return text ? i18n._(text) : claimErrorText(i18n, err);
}
