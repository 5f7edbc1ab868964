import { z } from 'zod';
import { MinorUnits, SiteDay } from '../primitives';
import { LanguageQuery } from '../common';
import { DeviceId, Grant, RuleName } from '../rewards/schemas';
import { newbieTasks } from './constants';

/**
 * The reward centre's own rewards (decision 046): daily sign-in with a streak, newbie
 * tasks and loss rescue. Each is paid as a grant of the rewards engine from its seeded campaign.
 * Days are the site's calendar days (UTC+7, contract/agent/schemas.ts siteDayOf). Amounts are minor units.
 */

export { newbieTasks } from './constants';

export const NewbieTask = z.enum(newbieTasks).meta({ id: 'NewbieTask' });
export type NewbieTask = z.infer<typeof NewbieTask>;

export const SignInState = z
  .object({
    /** The site day it is now. */
    today: SiteDay,
    signedToday: z.boolean(),
    /** Consecutive days signed in up to today (or yesterday when not yet today); 0 after a missed day. */
    streak: z.number().int(),
    /** The ladder: the amount of each day of the cycle; after the last day it starts over. */
    ladder: z.array(MinorUnits),
    /** Days of the current cycle already signed (ticked on the ladder). */
    cycleDone: z.number().int(),
    /** What signing in today pays (or paid). */
    todayAmount: MinorUnits,
    /** Trial and agent accounts take no part (rule player_only), nor members without a deposit or VIP 1. */
    eligible: z.boolean(),
    /** The rule that keeps the member out (null when eligible): the card says which (decision 089). */
    blockedBy: RuleName.nullable(),
  })
  .meta({ id: 'SignInState' });
export type SignInState = z.infer<typeof SignInState>;

/** todo: not done yet; claim: done, reward waiting; claimed: paid; closed: not for this account or over. */
export const taskStates = ['todo', 'claim', 'claimed', 'closed'] as const;
export const TaskView = z
  .object({
    task: NewbieTask,
    /** Done, from the member's real facts (phone bound, a credited deposit, a settled bet). */
    done: z.boolean(),
    state: z.enum(taskStates),
    amount: MinorUnits,
  })
  .meta({ id: 'TaskView' });
export type TaskView = z.infer<typeof TaskView>;

/** none: no loss, or below the minimum; claim: claimable today; claimed: paid. */
export const rescueStates = ['none', 'claim', 'claimed', 'closed'] as const;
export const RescueView = z
  .object({
    /** The site day whose loss is rescued (yesterday). */
    day: SiteDay,
    /** Net loss of that day: stakes of settled bets minus their wins (0 when the member won). */
    loss: MinorUnits,
    amount: MinorUnits,
    state: z.enum(rescueStates),
    percent: z.number().int(),
    minLoss: MinorUnits,
    cap: MinorUnits,
  })
  .meta({ id: 'RescueView' });
export type RescueView = z.infer<typeof RescueView>;

export const RewardCentre = z
  .object({
    /** Null when the campaign is not live (an operator paused or ended it). */
    signIn: SignInState.nullable(),
    tasks: z.array(TaskView),
    rescue: RescueView.nullable(),
  })
  .meta({ id: 'RewardCentre' });
export type RewardCentre = z.infer<typeof RewardCentre>;

export const CentreClaimRequest = z
  .object({ deviceId: DeviceId.optional() })
  .meta({ id: 'CentreClaimRequest' });
export type CentreClaimRequest = z.infer<typeof CentreClaimRequest>;

export const CentreClaimResult = z
  .object({
    grant: Grant,
    /** False when this was already paid (a double tap, a concurrent twin): the same grant. */
    created: z.boolean(),
    balance: MinorUnits,
  })
  .meta({ id: 'CentreClaimResult' });
export type CentreClaimResult = z.infer<typeof CentreClaimResult>;

export const TaskParam = z.object({ task: NewbieTask });

/** The reward centre's calls (paths in contract/reward-centre/endpoints.ts, decision 064). */
const claim = { query: LanguageQuery, body: CentreClaimRequest, value: CentreClaimResult };
export const rewardCentreSchemas = {
  centre: { query: LanguageQuery, value: RewardCentre },
  signIn: claim,
  claimTask: { params: TaskParam, ...claim },
  claimRescue: claim,
};
export type RewardCentreSchemas = typeof rewardCentreSchemas;
