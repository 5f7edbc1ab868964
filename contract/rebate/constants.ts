/*
 * The rebate's plain values (decision 045): the PWA imports them without zod
 * (decision 008), contract/rebate/schemas.ts builds its schemas on them.
 */

/** A claim pays at least this much (minor units, VND); below it REBATE_BELOW_MINIMUM. */
export const REBATE_MIN_CLAIM = 100n;

/** Rates are basis points of the valid bet: 100 = 1.00%. The most a rate may be: 5%. */
export const REBATE_RATE_MAX_BP = 500;

/** The campaign every rebate grant is paid from (its budget and its wagering terms). */
export const REBATE_CAMPAIGN_CODE = 'rebate';
