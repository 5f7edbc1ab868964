/*
 * The prize wheel and golden egg's vocabulary as plain values (the PWA imports
 * them without zod, decision 008); contract/lucky/schemas.ts builds its schemas on them (decisions 056-057).
 */

/** A client seed (the lucky games' and the house games' fairness): 1-64 letters, digits and `_ . : -`. */
export const CLIENT_SEED = /^[A-Za-z0-9_.:-]{1,64}$/;
export const CLIENT_SEED_MAX = 64;
/** The same rule as an HTML `pattern`: browsers compile it with the `v` flag, which wants the `-` escaped. */
export const CLIENT_SEED_PATTERN = CLIENT_SEED.source.slice(1, -1).replace(':-]', ':\\-]');

/** The two games played with tickets. */
export const luckyGames = ['wheel', 'egg'] as const;
export type LuckyGame = (typeof luckyGames)[number];

/** Tickets are ledger units of their own (decision 056): one currency per game. */
export const ticketCurrencies = { wheel: 'TKW', egg: 'TKE' } as const satisfies Record<LuckyGame, string>;

/** cash: a grant of the game's campaign; points; ticket: tickets of a game; none: nothing won. */
export const prizeKinds = ['cash', 'points', 'ticket', 'none'] as const;
export type PrizeKind = (typeof prizeKinds)[number];
