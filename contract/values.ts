/*
 * Constants both sides need, as plain values (decision 064): the PWA imports them at run time
 * without zod (decision 008), the zod contracts re-export them. One place each, instead of a copy
 * on the client.
 */

/** Game types of spec section 2 (the zod enum `GameType` in common.ts is built from it). */
export const gameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;

/** Account types of spec section 9. */
export const agentAccountTypes = [1, 2, 41, 42] as const;
export const memberAccountType = 0;
export const trialAccountType = 4;

/** The longest member-records range (spec section 2), in days, both ends included. */
export const RECORDS_MAX_DAYS = 90;

/** The longest agent report range, in days. */
export const MAX_REPORT_DAYS = 92;

/**
 * The house's valid-bet rule (decision 093), stated to players on the game page and in the reward
 * texts: baccarat's player and banker bets (edges 1.23% and 1.06%) count this share of their
 * stake, in basis points, after the two sides of one hand cancel; every other bet counts whole.
 */
export const BACCARAT_SIDES_VALID_BP = 2_000;
export const FULL_VALID_BP = 10_000;

/**
 * The house tables' rule for their other low-edge bets (decision 098, as decision 093 did for
 * baccarat): a bet type whose edge is under 3.5% (RTP over 96.5%: sic bo's big/small/odd/even,
 * xóc đĩa's chẵn/lẻ, every roulette bet, fan tan's nim/kwok/odd/even) counts this share of its
 * stake, so that RTP + the rewards paid per valid bet stays under 100% with room for the operator.
 */
export const LOW_EDGE_VALID_BP = 2_000;

/** A lottery bet picks 1 to this many numbers. */
export const LOTTERY_MAX_PICKS = 10;

/** Each game type's lobby route (spec section 2). */
export const gameTypePath = {
  RNG: '/rng',
  LIVE: '/live',
  PVP: '/pvp',
  FISH: '/fish',
  ELOTT: '/elott',
  LOTT: '/lott',
  SPORTS: '/sports',
  COCKFIGHT: '/cockfight',
  ESPORTS: '/esports',
} as const satisfies Record<(typeof gameTypes)[number], string>;

/** Live chat (contract/chat/schemas.ts): the guest token's header, a message's longest text and image. */
export const CHAT_GUEST_HEADER = 'x-chat-guest';
export const CHAT_TEXT_MAX = 2000;
/** Spec section 9: one png or jpg of at most 5 MB a message, checked by its bytes. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The operator API's credentials header (contract/operator/schemas.ts). */
export const OPERATOR_KEY_HEADER = 'x-operator-key';
