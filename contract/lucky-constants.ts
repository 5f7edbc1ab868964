/*
 * The prize wheel and golden egg's vocabulary as plain values (the PWA imports
 * them without zod, decision 008); contract/lucky.ts builds its schemas on them (decisions 056-057).
 */

/** The two games played with tickets. */
export const luckyGames = ['wheel', 'egg'] as const;
export type LuckyGame = (typeof luckyGames)[number];

/** Tickets are ledger units of their own (decision 056): one currency per game. */
export const ticketCurrencies = { wheel: 'TKW', egg: 'TKE' } as const satisfies Record<LuckyGame, string>;

/** cash: a grant of the game's campaign; points; ticket: tickets of a game; none: nothing won. */
export const prizeKinds = ['cash', 'points', 'ticket', 'none'] as const;
export type PrizeKind = (typeof prizeKinds)[number];
