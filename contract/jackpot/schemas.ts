/**
 * The progressive jackpot's stated rules (decision 061), shared by the server (feed, trigger,
 * payment, the help article) and what players are told. Plain constants, no zod: the lobby's
 * first download may read them.
 */

/** Share of every settled valid bet on a jackpot game fed into the pool: 50 basis points = 0.5%. */
export const JACKPOT_SHARE_BP = 50n;
/** The pool's minimum: the house funds it at the start and again after every win (dong). */
export const JACKPOT_SEED = 10_000_000n;
/**
 * A real-money spin wins the pool with the chance stake / JACKPOT_ODDS_STAKE: 1 in 1,000,000 on a
 * 10,000 ₫ spin, 1 in 1,000 on the largest stake (10,000,000 ₫).
 */
export const JACKPOT_ODDS_STAKE = 10_000_000_000n;

/**
 * Jackpot games: the games the house slot engine serves (decision 013): RNG and FISH, except
 * table games (classify TG), which deal baccarat. A test holds this equal to the engine mapping.
 */
export const JACKPOT_GAME_TYPES = ['RNG', 'FISH'] as const;
export const JACKPOT_EXCLUDED_CLASSIFY = 'TG';
export const isJackpotGame = (g: { gameType: string; classify: string | null }) =>
  (JACKPOT_GAME_TYPES as readonly string[]).includes(g.gameType) && g.classify !== JACKPOT_EXCLUDED_CLASSIFY;

/** The share as players read it ("0.5"). */
export const jackpotSharePercent = () => {
  const whole = JACKPOT_SHARE_BP / 100n;
  const frac = JACKPOT_SHARE_BP % 100n;
  return frac === 0n ? `${whole}` : `${whole}.${frac.toString().padStart(2, '0').replace(/0$/, '')}`;
};
