/**
 * The platform's one currency for now; VND has no minor unit, so 1 = 1 dong. A module of its own,
 * without zod: the lobby's first download formats money (jackpot, winners) and must not pull in
 * the schemas of contract/wallet/schemas.ts.
 */
export const CURRENCY = 'VND';
export const CURRENCY_SYMBOL = '₫';
