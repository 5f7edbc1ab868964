/*
 * The rewards vocabulary and limits as plain values: the PWA imports them without zod
 * (decision 008 keeps zod out of the client's chunks), contract/rewards/schemas.ts builds its schemas on
 * them, so neither side types them again.
 */

/** The promotions page's filter categories (spec section 2), "all" being no filter. */
export const promotionCategories = [
  'other',
  'sports',
  'live',
  'slots',
  'cards',
  'fishing',
  'lotto',
  'rebate',
  'points_mall',
  'ranking',
  'deposit',
  'download_app',
  'new_player',
  'gaming',
  'testimony',
  'brand_endorsement',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

/**
 * Promotion applications (spec section 9): a comment of at most 140 characters (the spec's
 * "activity comment"), png or jpg images by their bytes, 5 MB each, at most 3.
 */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_MAX_IMAGES = 3;

/**
 * An occasion's reward (a red-envelope drop, a sign-in day) is paid at most this many times per
 * network (IP /24), and once per device (decision 089). Not once: mobile carriers put many
 * players behind one address, and the deposit every taker needs is the main guard; a farm on one
 * network still stops here.
 */
export const OCCASION_PER_NETWORK = 10;
