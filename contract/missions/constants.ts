/*
 * Missions and the mission leaderboard (decisions 054-055): vocabulary and limits
 * as plain values (the PWA imports them without zod, decision 008); contract/missions/schemas.ts builds
 * its schemas on them.
 */

/** daily: resets at the site's midnight (GMT+7); weekly: ISO week, Monday 00:00 GMT+7; once: never. */
export const missionPeriods = ['daily', 'weekly', 'once'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/** bet: valid bet of settled bets (optionally of game types); deposit: credited deposits;
 * login_days: site days with a login; distinct_games: different games each with a valid bet of at least the condition's minimum. */
export const conditionTypes = ['bet', 'deposit', 'login_days', 'distinct_games'] as const;
export type ConditionType = (typeof conditionTypes)[number];

/** todo: not complete yet; claim: complete, reward waiting; claimed: paid for this period. */
export const missionStates = ['todo', 'claim', 'claimed'] as const;
export type MissionState = (typeof missionStates)[number];

/** Rows of the leaderboard shown above the member's own rank. */
export const BOARD_TOP = 10;
