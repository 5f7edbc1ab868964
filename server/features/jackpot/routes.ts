import { CURRENCY } from '../../../contract/currency';
import { type JackpotPool } from '../../../contract/games/schemas';
import { gamesCalls } from '../../../contract/games/calls';
import { JACKPOT_ODDS_STAKE, JACKPOT_SEED, JACKPOT_SHARE_BP } from '../../../contract/jackpot/schemas';
import type { Deps } from '../../core/context/deps';
import { Cached } from '../../core/storage/cached';
import { createRouter, errorResponses, route } from '../../core/http/openapi';
import { prepareJson, sendPublicPrepared } from '../../core/http/prepared';
import { poolBalance } from './pool';

/** The pool moves with every feed pass (2 s) and every win: the answer is kept this long. */
const POOL_MAX_AGE_MS = 2_000;

/**
 * The lobby ticker's read (decision 061): the pool's real balance and the stated rules, the same
 * for every visitor, so it is prepared once per couple of seconds and its repeats within a second
 * are answered by the fast lane (decision 042).
 */
export function jackpotRoutes(deps: Deps) {
  const pool = new Cached(async () => {
    const view: JackpotPool = {
      amount: (await poolBalance(deps.db)).toString(),
      currency: CURRENCY,
      shareBasisPoints: Number(JACKPOT_SHARE_BP),
      seed: JACKPOT_SEED.toString(),
      oddsStake: JACKPOT_ODDS_STAKE.toString(),
    };
    return prepareJson(view);
  }, POOL_MAX_AGE_MS);

  const app = createRouter();
  app.openapi(
    route(gamesCalls.jackpot, {
      tags: ['games'],
      summary: 'The progressive jackpot: the pool now, the share of stakes that feeds it, its seed and odds',
      answer: 'The pool',
      errors: { 304: { description: 'Not modified (ETag matched)' }, ...errorResponses },
    }),
    async (c) => sendPublicPrepared(c, await pool.get()),
  );
  return app;
}
