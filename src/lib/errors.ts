import type { I18n, MessageDescriptor } from '@lingui/core';
import { CURRENCY_SYMBOL } from '../../contract/currency';
import { msg } from '@lingui/core/macro';
import { knownCodeOf } from './error-code';
import { ApiError, type ClientErrorCode } from './api';
import { formatMoney } from './money';
import { minutesToWait } from './retry';

/**
 * The one place that turns an error code into words. The server's own message is never shown
 * (it is for logs, in English, and may say more than a visitor should read).
 */
const errorMessages: Record<ClientErrorCode, MessageDescriptor> = {
  BAD_REQUEST: msg`Please check the information you entered.`,
  NOT_FOUND: msg`This service is not available yet. Please try again later.`,
  METHOD_NOT_ALLOWED: msg`This action is not allowed.`,
  PAYLOAD_TOO_LARGE: msg`What you sent is too large.`,
  NOT_LOGGED_IN: msg`You are not logged in. Please log in.`,
  FORBIDDEN: msg`You do not have permission to do this.`,
  NOT_IMPLEMENTED: msg`This feature is not available yet. Please try again later.`,
  MAINTENANCE: msg`The system is under maintenance.`,
  REGION_RESTRICTED: msg`Access is restricted from your location or IP address.`,
  TOO_MANY_REQUESTS: msg`Too many attempts. Please wait 5 minutes and try again.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  SERVICE_UNAVAILABLE: msg`The service is briefly unavailable. Please try again in a moment.`,
  INVALID_CHARACTERS: msg`Please remove the special characters you entered.`,
  INVALID_CREDENTIALS: msg`Wrong username or password.`,
  CAPTCHA_REQUIRED: msg`Please enter the captcha.`,
  CAPTCHA_INVALID: msg`The captcha is wrong. Please try again.`,
  INVALID_VERIFICATION_CODE: msg`The verification code is wrong.`,
  CODE_EXPIRED: msg`The code has expired. Please request a new one.`,
  SECOND_STEP_FAILED: msg`Verification failed. Please check and try again.`,
  NEED_REAL_ACCOUNT: msg`This needs a real account. Please register or log in with your account.`,
  PASSWORD_CHANGE_REQUIRED: msg`Please change your password before you continue.`,
  NON_AGENT: msg`Non-agents cannot log in.`,
  MEMBER_NO_ENTER: msg`Non-member accounts cannot log in.`,
  ACCOUNT_EXISTS: msg`This username is already registered.`,
  INVALID_INVITATION_CODE: msg`Invalid invitation code.`,
  WRONG_PASSWORD: msg`The current password is wrong.`,
  INVALID_PAYMENT_PASSWORD: msg`The payment password is wrong.`,
  PHONE_TAKEN: msg`This mobile number is already in use.`,
  EMAIL_TAKEN: msg`This e-mail address is already in use.`,
  ZALO_TAKEN: msg`This Zalo number is already bound to another account.`,
  BETTING_CLOSED: msg`Betting is closed for this round. Please wait for the next one.`,
  NOT_BOUND: msg`This is not set up on your account yet.`,
  ALREADY_BOUND: msg`This is already set up on your account.`,
  RESET_LINK_INVALID: msg`This reset link is invalid or has expired. Please request a new one.`,
  DELIVERY_FAILED: msg`We could not send the message. Please try again later or contact customer service.`,
  INSUFFICIENT_FUNDS: msg`Your balance is not enough for this.`,
  INVALID_SIGNATURE: msg`The request could not be verified.`,
  STALE_REQUEST: msg`The request has expired. Please try again.`,
  INVALID_TOKEN: msg`The game session has ended. Please open the game again.`,
  DUPLICATE_TRANSACTION: msg`This request was already sent with different details.`,
  BET_NOT_FOUND: msg`The bet could not be found.`,
  ALREADY_ROLLED_BACK: msg`This bet has already been cancelled.`,
  BET_SETTLED: msg`This bet has already been settled.`,
  WIN_LIMIT_EXCEEDED: msg`This win is above the limit for its bet; the operator has been alerted.`,
  TRANSFER_DISABLED: msg`Transfers are not available: your account uses a single wallet.`,
  AMOUNT_OUT_OF_RANGE: msg`The amount is outside the allowed limits.`,
  PAYEE_NAME_MISMATCH: msg`The account holder name must match your payee name.`,
  WRONG_STATE: msg`This request has already been handled.`,
  NOT_IN_TREE: msg`You can only transfer to your upline or your own downline.`,
  UNSUPPORTED_FILE: msg`Please choose a PNG or JPG image.`,
  LIMIT_REACHED: msg`You have reached the limit for this.`,
  WITHDRAWAL_HELD: msg`This withdrawal is being reviewed. We will tell you when it is decided.`,
  CONTRACT_RATE_ABOVE_UPLINE: msg`The rate cannot be higher than your own contract's rate.`,
  ALREADY_CLAIMED: msg`You already have this reward.`,
  TURNOVER_NOT_MET: msg`Your bonus turnover is not met yet. Please keep playing before you withdraw or transfer.`,
  RULE_FAILED: msg`You do not meet the conditions of this promotion yet.`,
  BUDGET_EXHAUSTED: msg`This promotion has run out of rewards.`,
  PROMOTION_CLOSED: msg`This promotion is not open.`,
  NOTHING_TO_CLAIM: msg`There is nothing to claim yet.`,
  BONUS_NOT_OPEN: msg`This bonus is no longer open, so there is nothing to give up.`,
  BONUS_IN_GAME_WALLET: msg`Move your money back from the game wallets to your main wallet first, then give up the bonus.`,
  REBATE_BELOW_MINIMUM: msg`Your rebate is below the minimum you can claim yet. Keep playing and claim it later.`,
  INSUFFICIENT_POINTS: msg`You do not have enough points.`,
  OUT_OF_STOCK: msg`Out of stock.`,
  DROP_NOT_OPEN: msg`This red envelope drop is not open.`,
  ENVELOPES_GONE: msg`Every red envelope of this drop is taken.`,
  NO_TICKETS: msg`You have no tickets left. Get more in the points mall.`,
  PRIZE_POOL_EMPTY: msg`The prize pool is empty for now. No ticket was used; please try again later.`,
  NETWORK: msg`Network connection problem. Please try again.`,
  UNKNOWN: msg`Something went wrong. Please try again.`,
};

/** The error's code, or UNKNOWN for a code this client has no text for (a newer server's). */
export function errorCodeOf(err: unknown): ClientErrorCode {
  return knownCodeOf(err, errorMessages);
}

export function errorText(i18n: I18n, err: unknown): string {
  const code = errorCodeOf(err);
  if (code === 'TOO_MANY_REQUESTS' && err instanceof ApiError) {
    const minutes = minutesToWait(err.details.retryAfter);
    return i18n._(msg`Too many attempts. Please wait ${minutes} min and try again.`);
  }
  if (code === 'TURNOVER_NOT_MET' && err instanceof ApiError && err.details.remainingTurnover) {
    const remaining = formatMoney(err.details.remainingTurnover, CURRENCY_SYMBOL, i18n.locale || 'vi');
    return i18n._(msg`Your bonus turnover is not met yet: bet ${remaining} more, then try again.`);
  }
  return i18n._(errorMessages[code]);
}
