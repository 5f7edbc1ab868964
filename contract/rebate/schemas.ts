import { z } from 'zod';
import { MinorUnits } from '../primitives';
import { GameType, LanguageQuery } from '../common';
import { ClientRequestId } from '../payments/schemas';
import { REBATE_RATE_MAX_BP } from './constants';
import { grantClaimResult } from '../rewards/schemas';

export { REBATE_CAMPAIGN_CODE, REBATE_MIN_CLAIM, REBATE_RATE_MAX_BP } from './constants';

/**
 * The member-claimed rebate (spec section 2's manualRebate tab; decision 045): every
 * settled valid bet accrues a share of itself at the rate of its game type and the member's VIP
 * level at accrual; the member claims what accrued since the last claim as one grant of the
 * rewards engine. Amounts are minor units as decimal strings.
 */

/** A game type of the catalogue, or OTHER for a bet whose game is not in it (rate 0). */
export const RebateGameType = z.union([GameType, z.literal('OTHER')]).meta({ id: 'RebateGameType' });
export type RebateGameType = z.infer<typeof RebateGameType>;

export const RebateRateBp = z.number().int().min(0).max(REBATE_RATE_MAX_BP);

/** One line of the accrued rebate: a game type at one rate (a level change starts a new line). */
export const RebateLine = z
  .object({
    gameType: RebateGameType,
    /** Basis points of the valid bet (100 = 1.00%). */
    rateBp: z.number().int(),
    validBet: MinorUnits,
    amount: MinorUnits,
    bets: z.number().int(),
  })
  .meta({ id: 'RebateLine' });
export type RebateLine = z.infer<typeof RebateLine>;

export const RebateSummary = z
  .object({
    /** The member's VIP level now (rates of the table below are for it). */
    vipLevel: z.number().int(),
    /** Accrued since the last claim, per game type and rate. */
    lines: z.array(RebateLine),
    /** What a claim now would pay. */
    total: MinorUnits,
    minimum: MinorUnits,
    /** The rate of each game type at the member's level now. */
    rates: z.array(z.object({ gameType: GameType, rateBp: z.number().int() })),
    /** The campaign's wagering multiple: a claim must be bet this many times before a withdrawal. */
    wageringMultiple: z.number().int(),
    /**
     * The last claim, if any: paid, held for the operator, or rejected by them with their reason
     * (the bets it claimed stay with it: their rebate is forfeited, decision 069).
     */
    lastClaim: z
      .object({
        grantId: z.number().int(),
        amount: MinorUnits,
        at: z.string(),
        status: z.enum(['paid', 'held', 'rejected']),
        reason: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'RebateSummary' });
export type RebateSummary = z.infer<typeof RebateSummary>;

export const RebateClaimRequest = z.object({ requestId: ClientRequestId }).meta({ id: 'RebateClaimRequest' });
export type RebateClaimRequest = z.infer<typeof RebateClaimRequest>;

export const RebateClaimResult = grantClaimResult('RebateClaimResult');
export type RebateClaimResult = z.infer<typeof RebateClaimResult>;

/** The rebate's calls (paths in contract/rebate/endpoints.ts, decision 064). */
export const rebateSchemas = {
  summary: { value: RebateSummary },
  claim: { query: LanguageQuery, body: RebateClaimRequest, value: RebateClaimResult },
};
export type RebateSchemas = typeof rebateSchemas;

/** The operator's rate change (CLI `npm run ops -- rebate-rate set`). */
export const RebateRateInput = z.object({
  gameType: GameType,
  vipLevel: z.number().int().min(0).max(100),
  rateBp: RebateRateBp,
});
export type RebateRateInput = z.infer<typeof RebateRateInput>;
