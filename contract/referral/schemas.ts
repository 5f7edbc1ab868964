import { z } from 'zod';
import { MinorUnits } from '../primitives';
import { envelope } from '../envelope';
import { referralRefusals, referralStates } from './constants';
import { DeviceId } from '../rewards/schemas';
import { SmsCodeValue } from '../accounts/schemas';

/**
 * Member referral and the Zalo registration reward (spec sections 1, 2 tab `referral`, 9;
 * decisions 059, 060). Amounts are minor units as decimal strings (VND).
 */
const When = z.string().meta({ description: 'ISO 8601 instant' });

export { MEMBER_CODE_PATTERN, referralRefusals, referralStates, registerPath } from './constants';

export const ReferralState = z.enum(referralStates).meta({ id: 'ReferralState' });
export type ReferralState = z.infer<typeof ReferralState>;

export const ReferralRefusal = z.enum(referralRefusals).meta({ id: 'ReferralRefusal' });
export type ReferralRefusal = z.infer<typeof ReferralRefusal>;

export const Referee = z
  .object({
    /** The referee's login name, masked (first two and last characters). */
    name: z.string(),
    state: ReferralState,
    reason: ReferralRefusal.nullable(),
    /** The reward paid to the referrer for this referee (qualified), else null. */
    reward: MinorUnits.nullable(),
    joinedAt: When,
  })
  .meta({ id: 'Referee' });
export type Referee = z.infer<typeof Referee>;

export const ZaloState = z
  .object({
    /** The bound Zalo number, masked; null when none is bound. */
    zalo: z.string().nullable(),
    /** The reward the campaign pays now (its fixed amount), null when the campaign is closed. */
    amount: MinorUnits.nullable(),
    /**
     * open: not verified yet (no number, or one typed at registration: `zalo` shows it), the SMS
     * code step is next; deposit: verified, paid after the first credited deposit (decision 089);
     * paid: granted; refused: verified but not eligible (reason: the rule); closed: no campaign.
     */
    reward: z.enum(['open', 'deposit', 'paid', 'refused', 'closed']),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ZaloState' });
export type ZaloState = z.infer<typeof ZaloState>;
export const ZaloResponse = envelope(ZaloState);

export const ReferralSummary = z
  .object({
    code: z.string(),
    /** The registration path with the code; the client puts its own origin in front. */
    path: z.string(),
    /** What the referrer is paid per qualified referee, and what the referee must do (from the campaign). */
    rewardPerReferee: MinorUnits.nullable(),
    minDeposits: z.number().int(),
    minValidBet: MinorUnits,
    invited: z.number().int(),
    qualified: z.number().int(),
    rewards: MinorUnits,
    referees: z.array(Referee),
    zaloReward: ZaloState,
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof ReferralSummary>;
/** Whole answers, for the tests that parse them. */
export const ReferralSummaryResponse = envelope(ReferralSummary);

export const ReferralQuery = z.object({ deviceId: DeviceId.optional() });

/** A Zalo number as the register rules have it: 9 to 11 digits (a Vietnamese mobile number). */
const ZaloNumber = z
  .string()
  .trim()
  .regex(/^[0-9]{9,11}$/);

/** Send the SMS code that proves the member holds the Zalo number (decision 089). */
export const ZaloCodeRequest = z.object({ zalo: ZaloNumber }).meta({ id: 'ZaloCodeRequest' });

/** Bind the number with the code sent to it. */
export const ZaloRequest = z
  .object({
    zalo: ZaloNumber,
    verificationCode: z.string().trim().min(1).max(12),
    deviceId: DeviceId.optional(),
  })
  .meta({ id: 'ZaloRequest' });

/** The member's calls (paths in contract/referral/endpoints.ts, decision 064). */
export const referralSchemas = {
  summary: { query: ReferralQuery, value: ReferralSummary },
  zaloCode: { body: ZaloCodeRequest, value: SmsCodeValue },
  zalo: { body: ZaloRequest, value: ZaloState },
};
export type ReferralSchemas = typeof referralSchemas;
