/*
 * The points mall's vocabulary and limits as plain values (the PWA imports them without
 * zod, decision 008); contract/points/schemas.ts builds its schemas on them.
 */

/**
 * cash: paid at once as a grant of the mall's campaign; physical: delivered, the operator decides;
 * wheel_ticket, egg_ticket: one prize wheel or golden egg ticket per unit, credited at once (decision 056).
 */
export const goodsKinds = ['cash', 'physical', 'wheel_ticket', 'egg_ticket'] as const;
export type GoodsKind = (typeof goodsKinds)[number];

/** The spec's redeem states (section 4): in process, rejected, approved. */
export const redemptionStatuses = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/**
 * Why points moved (points details): earned from valid bets, a day's sign-in or a mission, spent in
 * the mall, given back, other (prizes of the wheel and the egg).
 */
export const pointsReasons = ['bets', 'sign_in', 'mission', 'redeem', 'refund', 'other'] as const;
export type PointsReason = (typeof pointsReasons)[number];

/** Points for each day's daily sign-in (the reward centre, decision 046), on top of its cash ladder. */
export const SIGN_IN_POINTS = 10;

/** A delivery's recipient name, phone number and address: their longest (the mall's form and Delivery). */
export const DELIVERY_NAME_MAX = 60;
export const DELIVERY_PHONE_MAX = 20;
export const DELIVERY_ADDRESS_MAX = 300;

/** Quantity per redemption. */
export const REDEEM_MAX_QUANTITY = 10;
