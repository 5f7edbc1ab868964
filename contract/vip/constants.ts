/*
 * VIP levels (playerRank) as plain values: the PWA imports them without zod (decision 008).
 */

/** The site's whitelabel flag that switches VIP on (spec sections 3 and 6: hasVip). */
export const VIP_FLAG = 'VIP3';
