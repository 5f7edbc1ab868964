import { z } from 'zod';
import { Digits, SignedMinorUnits, PageNumber, countParam } from '../primitives';
import { GameType, LanguageQuery } from '../common';
import { envelope } from '../envelope';
import { ClientRequestId } from '../payments/schemas';
import {
  DELIVERY_ADDRESS_MAX,
  DELIVERY_NAME_MAX,
  DELIVERY_PHONE_MAX,
  REDEEM_MAX_QUANTITY,
  goodsKinds,
  pointsReasons,
  redemptionStatuses,
} from './constants';

/**
 * The points mall (spec sections 1-4 and 7; decisions 049 and 050). Points are whole numbers on
 * the ledger in their own unit (currency PTS), never negative and never expiring. Amounts of
 * money are minor units as decimal strings (VND), points are decimal strings too.
 */
export { REDEEM_MAX_QUANTITY, goodsKinds, pointsReasons, redemptionStatuses } from './constants';

const When = z.string().meta({ description: 'ISO 8601 instant' });

export const GoodsKind = z.enum(goodsKinds).meta({ id: 'GoodsKind' });
export const RedemptionStatus = z.enum(redemptionStatuses).meta({ id: 'RedemptionStatus' });

export const Goods = z
  .object({
    id: z.number().int(),
    kind: GoodsKind,
    name: z.string(),
    description: z.string(),
    pricePoints: Digits,
    /** cash goods: the amount paid to the main wallet; null for physical goods. */
    cashAmount: Digits.nullable(),
    /** cash goods: valid bet required = multiple x the amount before it can be withdrawn. */
    wageringMultiple: z.number().int().nullable(),
    stock: z.number().int(),
    perMemberLimit: z.number().int().nullable(),
    /** How many the member has redeemed (not rejected); null for guests. */
    redeemed: z.number().int().nullable(),
  })
  .meta({ id: 'Goods' });
export type Goods = z.infer<typeof Goods>;

export const PointsRate = z
  .object({ gameType: GameType, points: z.number().int(), perAmount: Digits })
  .meta({ id: 'PointsRate' });
export type PointsRate = z.infer<typeof PointsRate>;

export const PointsMall = z
  .object({
    goods: z.array(Goods),
    /** Earning: points per valid bet amount, by game type (the rules and exchange-rate table). */
    rates: z.array(PointsRate),
  })
  .meta({ id: 'PointsMall' });
export type PointsMall = z.infer<typeof PointsMall>;

export const PointsBalance = z.object({ points: Digits }).meta({ id: 'PointsBalance' });

export const Delivery = z
  .object({
    name: z.string().trim().min(2).max(DELIVERY_NAME_MAX),
    phone: z
      .string()
      .trim()
      .regex(new RegExp(`^\\+?[0-9 ]{8,${DELIVERY_PHONE_MAX}}$`)),
    address: z.string().trim().min(8).max(DELIVERY_ADDRESS_MAX),
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof Delivery>;

export const RedeemRequest = z
  .object({
    goodsId: z.number().int().positive(),
    quantity: z.number().int().min(1).max(REDEEM_MAX_QUANTITY).default(1),
    /** Physical goods only (required there). */
    delivery: Delivery.optional(),
    paymentPassword: z.string().min(1).max(128),
    /** The idempotency key: the same key gets the original redemption. */
    requestId: ClientRequestId,
  })
  .meta({ id: 'RedeemRequest' });
export type RedeemRequest = z.infer<typeof RedeemRequest>;

/** One redemption with the spec's fields (section 3). */
export const Redemption = z
  .object({
    id: z.number().int(),
    goodsId: z.number().int(),
    kind: GoodsKind,
    name: z.string(),
    quantity: z.number().int(),
    points: Digits,
    cashAmount: Digits.nullable(),
    status: RedemptionStatus,
    remark: z.string().nullable(),
    delivery: Delivery.nullable(),
    /** The ledger transaction of the points debit (reference transaction number). */
    reference: z.string(),
    grantId: z.number().int().nullable(),
    createdAt: When,
    decidedAt: When.nullable(),
  })
  .meta({ id: 'Redemption' });
export type Redemption = z.infer<typeof Redemption>;

export const RedeemResult = z
  .object({
    redemption: Redemption,
    /** Points left after it. */
    points: Digits,
    /** The main wallet after it (cash goods raise it). */
    balance: Digits,
  })
  .meta({ id: 'RedeemResult' });
export type RedeemResult = z.infer<typeof RedeemResult>;

export const PageQuery = LanguageQuery.extend({
  page: PageNumber,
  pageSize: countParam(50, 20),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const RedemptionPage = z
  .object({ list: z.array(Redemption), totalPages: z.number().int() })
  .meta({ id: 'RedemptionPage' });

/** One movement of the member's points (points details). */
export const PointsMovement = z
  .object({
    id: z.number().int(),
    reason: z.enum(pointsReasons),
    /** Signed whole points. */
    amount: SignedMinorUnits,
    balanceAfter: Digits,
    reference: z.string(),
    at: When,
  })
  .meta({ id: 'PointsMovement' });
export type PointsMovement = z.infer<typeof PointsMovement>;
export const PointsMovementPage = z
  .object({ list: z.array(PointsMovement), totalPages: z.number().int() })
  .meta({ id: 'PointsMovementPage' });

// Operator calls (/ops/points/..., X-Operator-Key) and `npm run ops -- points ...`.
export const OpsRedemption = Redemption.extend({
  account: z.string(),
  decidedBy: z.string().nullable(),
}).meta({
  id: 'OpsRedemption',
});
export const OpsRedemptionListResponse = envelope(z.array(OpsRedemption));
export const OpsRedemptionResponse = envelope(OpsRedemption);
export const OpsRedemptionQuery = z.object({
  status: z.enum(['in_process', 'all']).default('in_process'),
  limit: countParam(500, 100),
});
export const DecideRedemptionRequest = z
  .object({
    decision: z.enum(['approve', 'reject']),
    /** Tracking number on approval; the reason on rejection. */
    remark: z.string().trim().min(1).max(200).optional(),
  })
  .meta({ id: 'DecideRedemptionRequest' });
export type DecideRedemptionRequest = z.infer<typeof DecideRedemptionRequest>;
export const RedemptionIdParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The member's calls (paths in contract/points/endpoints.ts, decision 064). */
export const pointsSchemas = {
  mall: { query: LanguageQuery, value: PointsMall },
  balance: { value: PointsBalance },
  redeem: { query: LanguageQuery, body: RedeemRequest, value: RedeemResult },
  redemptions: { query: PageQuery, value: RedemptionPage },
  details: { query: PageQuery, value: PointsMovementPage },
};
export type PointsSchemas = typeof pointsSchemas;
