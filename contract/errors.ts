import { z } from 'zod';

/**
 * The closed set of error codes. Every failure the API reports is one of these; the client picks
 * its translated text by code and never shows the server's `message`.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'NOT_LOGGED_IN',
  'FORBIDDEN',
  'NOT_IMPLEMENTED',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  /**
   * The database is unreachable for now (restarting, a network cut), or every connection of the
   * node's pool is busy (Retry-After 1): retry after Retry-After.
   */
  'SERVICE_UNAVAILABLE',
  /** A path, query or body field holds a control character (NUL and other C0 codes except tab and newlines). */
  'INVALID_CHARACTERS',
  // accounts and security
  'INVALID_CREDENTIALS',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'INVALID_VERIFICATION_CODE',
  'CODE_EXPIRED',
  'SECOND_STEP_FAILED',
  'NEED_REAL_ACCOUNT',
  /**
   * The login asked for a password change (first login, expired password) not done yet: until it
   * is, the session reaches only change-password, logout and member info and icon (decision 103).
   */
  'PASSWORD_CHANGE_REQUIRED',
  'NON_AGENT',
  'MEMBER_NO_ENTER',
  'ACCOUNT_EXISTS',
  'INVALID_INVITATION_CODE',
  'WRONG_PASSWORD',
  'INVALID_PAYMENT_PASSWORD',
  'PHONE_TAKEN',
  'EMAIL_TAKEN',
  'NOT_BOUND',
  'ALREADY_BOUND',
  'RESET_LINK_INVALID',
  'DELIVERY_FAILED',
  // wallet and the seamless-wallet protocol (server/features/wallet, server/house)
  /** A member wallet would go below zero. */
  'INSUFFICIENT_FUNDS',
  /** Seamless call: X-Signature is not the HMAC of timestamp, nonce and body under our secret. */
  'INVALID_SIGNATURE',
  /** Seamless call: X-Timestamp more than 30 s off, or X-Nonce already seen in the last 5 minutes. */
  'STALE_REQUEST',
  /** Seamless call: unknown or expired launch token (authenticate and bet need a live one). */
  'INVALID_TOKEN',
  /** An idempotency key (provider transaction id, transfer requestId) reused with a different body. */
  'DUPLICATE_TRANSACTION',
  /** Seamless win or rollback: the bet it references does not exist for this player. */
  'BET_NOT_FOUND',
  /** Seamless: the bet was rolled back already (a late bet, a win on it, a second rollback). */
  'ALREADY_ROLLED_BACK',
  /** Seamless rollback of a bet that already has a win. */
  'BET_SETTLED',
  /** Seamless win above its bet's ceiling (MAX_WIN_MULTIPLE x the bet, MAX_WIN_PER_ROUND). */
  'WIN_LIMIT_EXCEEDED',
  /** Wallet transfer while the merchant runs a single wallet. */
  'TRANSFER_DISABLED',
  // cashier: deposits, withdrawals, transfers, operator (server/features/payments, transfers, operator)
  /** A deposit or withdrawal amount outside the channel's limits. */
  'AMOUNT_OUT_OF_RANGE',
  /** A bank card whose payee name is not the member's payee (real) name. */
  'PAYEE_NAME_MISMATCH',
  /** The deposit or withdrawal is no longer in a state that allows this action. */
  'WRONG_STATE',
  /** A transfer to an account that is not the direct upline nor in the sender's downline tree. */
  'NOT_IN_TREE',
  /** An upload that is not a PNG or JPEG image (checked by its bytes). */
  'UNSUPPORTED_FILE',
  /** Too many of something (bank cards, pending withdrawals). */
  'LIMIT_REACHED',
  /** Approving a withdrawal held for review (value-less; the operator releases it first, decision 090). */
  'WITHDRAWAL_HELD',
  // agent back office (server/features/agent)
  /** A contract rate above the upline's own contract of that kind (or the upline holds none). */
  'CONTRACT_RATE_ABOVE_UPLINE',
  // rewards and promotions (server/engine/rewards)
  /** The member already has this reward (or a pending application for it): the original stands. */
  'ALREADY_CLAIMED',
  /** Withdrawal or transfer out while bonus turnover is open; value.remainingTurnover says how much. */
  'TURNOVER_NOT_MET',
  /** The member does not meet a promotion's rule; value.rule names it (contract/rewards/schemas.ts ruleNames). */
  'RULE_FAILED',
  /** The campaign's budget cannot pay this grant. */
  'BUDGET_EXHAUSTED',
  /** The promotion has not started, has ended, is paused, or takes no claims of this kind. */
  'PROMOTION_CLOSED',
  /** Nothing to pay: loss rescue when yesterday's net loss is below the campaign's minimum (decision 046). */
  'NOTHING_TO_CLAIM',
  /** Give up a bonus that is not open (turnover met, expired, given up, held or rejected; decision 069). */
  'BONUS_NOT_OPEN',
  /** Give up a bonus while game wallets hold money the main wallet needs to give it back (decision 069). */
  'BONUS_IN_GAME_WALLET',
  // rebate (server/features/rebate)
  /** A rebate claim below the minimum (the rebate summary states it), or nothing accrued since the last claim. */
  'REBATE_BELOW_MINIMUM',
  // points mall (server/features/points)
  /** The member's points do not cover the redemption. */
  'INSUFFICIENT_POINTS',
  /** The goods have not enough stock left for the redemption. */
  'OUT_OF_STOCK',
  // red envelopes (server/features/red-envelopes)
  /** The red-envelope drop has not started or has ended: grabs only in its window (decision 058). */
  'DROP_NOT_OPEN',
  /** Every share of the red-envelope drop is taken. */
  'ENVELOPES_GONE',
  // prize wheel and golden egg (server/features/lucky)
  /** The member has no ticket of the game left. */
  'NO_TICKETS',
  /** The game's prize pool cannot pay its largest cash prize: no draw, no ticket used. */
  'PRIZE_POOL_EMPTY',
  // referral and the Zalo reward (server/features/referral)
  /** This Zalo number is bound to another account (one account per Zalo contact: decision 060). */
  'ZALO_TAKEN',
  // house tables (server/house/rounds/shared)
  /** A bet after its round's betting closed, or on a table not taking bets (decision 100). */
  'BETTING_CLOSED',
] as const;

export const ErrorCode = z.enum(errorCodes).meta({ id: 'ErrorCode' });
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One HTTP status per code, in one place. */
export const httpStatusOf = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_IMPLEMENTED: 501,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 451,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  INVALID_CHARACTERS: 400,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  INVALID_VERIFICATION_CODE: 400,
  CODE_EXPIRED: 400,
  SECOND_STEP_FAILED: 401,
  NEED_REAL_ACCOUNT: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NON_AGENT: 403,
  MEMBER_NO_ENTER: 403,
  ACCOUNT_EXISTS: 409,
  INVALID_INVITATION_CODE: 400,
  WRONG_PASSWORD: 400,
  INVALID_PAYMENT_PASSWORD: 400,
  PHONE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  NOT_BOUND: 409,
  ALREADY_BOUND: 409,
  RESET_LINK_INVALID: 400,
  /** The SMS gateway or mail server did not take a message we had to send. */
  DELIVERY_FAILED: 502,
  INSUFFICIENT_FUNDS: 409,
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  INVALID_TOKEN: 401,
  DUPLICATE_TRANSACTION: 409,
  BET_NOT_FOUND: 404,
  ALREADY_ROLLED_BACK: 409,
  BET_SETTLED: 409,
  WIN_LIMIT_EXCEEDED: 409,
  TRANSFER_DISABLED: 409,
  AMOUNT_OUT_OF_RANGE: 400,
  PAYEE_NAME_MISMATCH: 400,
  WRONG_STATE: 409,
  NOT_IN_TREE: 403,
  UNSUPPORTED_FILE: 415,
  LIMIT_REACHED: 409,
  WITHDRAWAL_HELD: 409,
  CONTRACT_RATE_ABOVE_UPLINE: 400,
  ALREADY_CLAIMED: 409,
  TURNOVER_NOT_MET: 409,
  RULE_FAILED: 403,
  INSUFFICIENT_POINTS: 409,
  OUT_OF_STOCK: 409,
  BUDGET_EXHAUSTED: 409,
  PROMOTION_CLOSED: 409,
  NOTHING_TO_CLAIM: 409,
  BONUS_NOT_OPEN: 409,
  BONUS_IN_GAME_WALLET: 409,
  REBATE_BELOW_MINIMUM: 409,
  DROP_NOT_OPEN: 409,
  ENVELOPES_GONE: 409,
  NO_TICKETS: 409,
  PRIZE_POOL_EMPTY: 409,
  ZALO_TAKEN: 409,
  BETTING_CLOSED: 409,
} as const satisfies Record<ErrorCode, number>;
