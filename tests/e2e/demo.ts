/**
 * The seeded demo member's secrets as the browser tests leave them. Specs share one database, so
 * the payment password one spec sets is the one the next spec finds: one constant for all.
 */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_PAYMENT_PASSWORD = '135790';
