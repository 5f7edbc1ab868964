/*
 * The prize wheel and golden egg's vocabulary and member paths as plain values (the PWA imports
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

export const luckyPaths = {
  /** The published prize table and odds, the member's tickets and seed pair (hash only). */
  game: (game: LuckyGame) => `/wps/member/lucky/${game}`,
  /** POST: one draw, one ticket (requestId: a double tap draws once). */
  draw: (game: LuckyGame) => `/wps/member/lucky/${game}/draw`,
  /** The member's draws, newest first, with their verification data. */
  draws: (game: LuckyGame) => `/wps/member/lucky/${game}/draws`,
  /** PUT: the member's own client seed for the coming draws. */
  clientSeed: (game: LuckyGame) => `/wps/member/lucky/${game}/seed`,
  /** POST: reveal the server seed and open a new pair. */
  rotate: (game: LuckyGame) => `/wps/member/lucky/${game}/seed/rotate`,
  /** POST (anyone): recompute a draw from revealed seeds and a prize table's weights. */
  verify: '/wps/lucky/verify',
} as const;
