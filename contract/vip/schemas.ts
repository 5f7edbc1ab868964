import { z } from 'zod';
import { MinorUnits } from '../primitives';
import { LanguageQuery } from '../common';
import { Grant } from '../rewards/schemas';

export { VIP_FLAG } from './constants';

/**
 * VIP levels (spec sections 1-3: playerRank, hasVip; decision 044). A member's level is
 * `accounts.vip_level` (0 = base, higher = better). A level is reached when the member's counted
 * valid bets and credited deposits both reach its targets; it is kept from month to month by
 * betting its keep target in the month. Amounts are minor units as decimal strings.
 */

export const VipLevel = z
  .object({
    level: z.number().int().min(0),
    /** Counted valid bets needed to reach the level. */
    betTarget: MinorUnits,
    /** Credited deposits needed to reach the level. */
    depositTarget: MinorUnits,
    /** Valid bets needed in a month to keep the level the next month (0: kept without betting). */
    keepBet: MinorUnits,
    /** Paid once, the first time the level is reached. */
    upgradeBonus: MinorUnits,
    /** Paid at the start of each month the member holds the level. */
    monthlyGift: MinorUnits,
  })
  .meta({ id: 'VipLevel' });
export type VipLevel = z.infer<typeof VipLevel>;

export const VipSummary = z
  .object({
    level: z.number().int().min(0),
    /** Counted toward the next level. */
    validBet: MinorUnits,
    deposits: MinorUnits,
    /** The next level, or null at the top. */
    next: VipLevel.nullable(),
    /** Valid bets this month toward the keep target of the current level. */
    monthBet: MinorUnits,
    /** The current level's keep target (0 at level 0). */
    keepBet: MinorUnits,
    /** When the keep check first judges the level (a month start, site time; a level reached this month is judged from the next). */
    keepCheckAt: z.string(),
    levels: z.array(VipLevel),
    /** The member's VIP grants (upgrade bonuses, monthly gifts), newest first. */
    history: z.array(Grant),
  })
  .meta({ id: 'VipSummary' });
export type VipSummary = z.infer<typeof VipSummary>;

/** The VIP call (path in contract/vip/endpoints.ts, decision 064). */
export const vipSchemas = { summary: { query: LanguageQuery, value: VipSummary } };
export type VipSchemas = typeof vipSchemas;
