import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import type { RuleName } from './rewards-api';

/**
 * Why a member cannot take a promotion, in words (the server names the rule: a promotion's
 * `blockedBy`, RULE_FAILED's `value.rule`). A Record over the contract's rules, so a rule added
 * there and not worded here fails the type check.
 */
export const ruleLabels: Record<RuleName, MessageDescriptor> = {
  player_only: msg`This offer is for player accounts only.`,
  deposit_count: msg`This offer needs a qualifying deposit first.`,
  deposit_sum: msg`Your deposits do not reach the amount this offer needs yet.`,
  valid_bet: msg`Your valid bets do not reach the amount this offer needs yet.`,
  vip_level: msg`This offer needs a higher VIP level.`,
  account_age: msg`Your account's age does not fit this offer.`,
  phone_verified: msg`Verify your mobile number in the security centre first.`,
  linked_accounts: msg`An account sharing your device, network or bank details has already taken this offer.`,
  deposit_untouched: msg`This bonus needs its deposit untouched: it cannot be taken once the deposit has been bet, moved or withdrawn, or while a withdrawal is pending.`,
  device_limit: msg`This offer has already been taken on this device.`,
  device_required: msg`This offer can only be claimed from the app or a browser that keeps its data. Open it there and try again.`,
  ip_limit: msg`This offer has already been taken from your network as many times as allowed.`,
  payee_limit: msg`This offer has already been taken with your payee name or bank account.`,
  not: msg`You do not meet the conditions of this offer.`,
};

export function ruleText(i18n: I18n, rule: string | null | undefined): string | null {
  if (!rule || !Object.hasOwn(ruleLabels, rule)) return null;
  return i18n._(ruleLabels[rule as RuleName]);
}

/** A refused claim or application: the failing rule when the server named one, else the code's text. */
export function claimErrorText(i18n: I18n, err: unknown): string {
  if (err instanceof ApiError && err.code === 'RULE_FAILED') {
    const text = ruleText(i18n, err.details.rule);
    if (text) return text;
  }
  return errorText(i18n, err);
}
