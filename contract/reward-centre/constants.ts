/*
 * The reward centre's vocabulary as plain values (no zod: the PWA's chunks
 * import them, decision 008); contract/reward-centre/schemas.ts builds its schemas on them.
 */

/** Newbie tasks, in the order the reward centre lists them. */
export const newbieTasks = ['bind_phone', 'first_deposit', 'first_bet'] as const;
export type NewbieTask = (typeof newbieTasks)[number];
