import { z } from 'zod';
import { Digits, RowId } from '../primitives';
import { GameType, LanguageQuery } from '../common';
import { ClientRequestId } from '../payments/schemas';
import { Grant } from '../rewards/schemas';
import { BOARD_TOP, missionPeriods, missionStates } from './constants';

/**
 * Missions and the mission leaderboard (decisions 054-055). A mission has a typed
 * condition, a period (daily, weekly, once) and a reward: mission points (the leaderboard's
 * score), and cash (a grant of the rewards engine) and/or mall points. Amounts are minor units
 * as decimal strings; points are whole numbers as decimal strings.
 */

export { BOARD_TOP, conditionTypes, missionPeriods, missionStates } from './constants';

const Positive = z.string().regex(/^[1-9][0-9]{0,14}$/);
const When = z.string().meta({ description: 'ISO 8601 instant' });
const GameTypes = z.array(GameType).min(1).max(9);

export const MissionPeriod = z.enum(missionPeriods).meta({ id: 'MissionPeriod' });
export type MissionPeriod = z.infer<typeof MissionPeriod>;

/** What completes a mission within its period; each settled bet, deposit and login counts once. */
export const MissionCondition = z
  .discriminatedUnion('type', [
    /** Valid bet (hedged baccarat counts its unhedged part) of settled bets, of these game types or any. */
    z.object({ type: z.literal('bet'), amount: Positive, gameTypes: GameTypes.optional() }),
    /** Credited deposits, summed. */
    z.object({ type: z.literal('deposit'), amount: Positive }),
    /** Site days (GMT+7) with a successful login. */
    z.object({ type: z.literal('login_days'), days: z.number().int().min(1).max(366) }),
    /**
     * Different games played for real, of these game types or any: a game counts once the period's
     * valid bets on it (hedged baccarat counts nothing) reach `minBet`, stated in the mission's text.
     */
    z.object({
      type: z.literal('distinct_games'),
      games: z.number().int().min(1).max(500),
      minBet: Positive,
      gameTypes: GameTypes.optional(),
    }),
  ])
  .meta({ id: 'MissionCondition' });
export type MissionCondition = z.infer<typeof MissionCondition>;

export const MissionReward = z
  .object({
    /** Added to the member's score on this week's leaderboard. */
    missionPoints: z.number().int().min(0).max(1_000_000),
    /** Cash paid as a grant of the missions campaign (its turnover applies); null: none. */
    cash: Positive.nullable(),
    /** Points of the points mall; null: none. */
    mallPoints: Positive.nullable(),
  })
  .meta({ id: 'MissionReward' });
export type MissionReward = z.infer<typeof MissionReward>;

export const MissionView = z
  .object({
    id: z.number().int(),
    code: z.string(),
    period: MissionPeriod,
    title: z.string(),
    condition: MissionCondition,
    /** The condition's goal in its unit (minor units, days or games) and how far the member is. */
    target: Digits,
    progress: Digits,
    state: z.enum(missionStates),
    /** When this period's progress resets (null for one-off missions). */
    resetsAt: When.nullable(),
    reward: MissionReward,
  })
  .meta({ id: 'MissionView' });
export type MissionView = z.infer<typeof MissionView>;

export const BoardRow = z
  .object({ rank: z.number().int(), name: z.string(), score: Digits, me: z.boolean() })
  .meta({ id: 'BoardRow' });
export type BoardRow = z.infer<typeof BoardRow>;

export const MissionBoard = z
  .object({
    /** The ISO week of the site's calendar, "2026-W48". */
    week: z.string(),
    endsAt: When,
    /** The top rows (at most BOARD_TOP); equal scores: who reached the score first ranks higher. */
    top: z.array(BoardRow).max(BOARD_TOP),
    /** The member's own row, also when outside the top; null without mission points this week. */
    me: BoardRow.nullable(),
    /** The prize of each rank from 1, paid when the week closes (minor units). */
    prizes: z.array(Digits),
  })
  .meta({ id: 'MissionBoard' });
export type MissionBoard = z.infer<typeof MissionBoard>;

export const MissionsPage = z
  .object({
    missions: z.array(MissionView),
    board: MissionBoard,
    /** False once the missions campaign has ended or its schedule is over: claims are refused (PROMOTION_CLOSED). */
    open: z.boolean(),
  })
  .meta({ id: 'MissionsPage' });
export type MissionsPage = z.infer<typeof MissionsPage>;

export const MissionParam = z.object({ id: RowId });

export const ClaimMissionRequest = z
  .object({ requestId: ClientRequestId })
  .meta({ id: 'ClaimMissionRequest' });
export type ClaimMissionRequest = z.infer<typeof ClaimMissionRequest>;

export const ClaimMissionResult = z
  .object({
    mission: MissionView,
    /** False when it was already claimed (a double tap, a concurrent twin): nothing paid again. */
    created: z.boolean(),
    /** The cash grant, when the mission pays cash. */
    grant: Grant.nullable(),
    /** Main wallet balance and mall points after the claim. */
    balance: Digits,
    points: Digits,
  })
  .meta({ id: 'ClaimMissionResult' });
export type ClaimMissionResult = z.infer<typeof ClaimMissionResult>;

/** An operator's new mission (CLI `npm run ops -- missions create`): the condition never changes after. */
export const MissionInput = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9-]{2,47}$/),
    period: MissionPeriod,
    condition: MissionCondition,
    titleVi: z.string().trim().min(1).max(120),
    titleEn: z.string().trim().min(1).max(120),
    reward: MissionReward,
    sort: z.number().int().min(0).max(100_000).default(100),
  })
  .meta({ id: 'MissionInput' });
export type MissionInput = z.infer<typeof MissionInput>;

/** The member's calls (paths in contract/missions/endpoints.ts, decision 064). */
export const missionsSchemas = {
  missions: { query: LanguageQuery, value: MissionsPage },
  claim: { params: MissionParam, query: LanguageQuery, body: ClaimMissionRequest, value: ClaimMissionResult },
};
export type MissionsSchemas = typeof missionsSchemas;
