import * as lucky from '../../../contract/lucky/endpoints';
import type {
  DrawResult,
  LuckyDraw,
  LuckyFairness,
  LuckyPrize,
  LuckyRotateResult,
  LuckyState,
  VerifiedDraw,
} from '../../../contract/lucky/schemas';
import type { LuckyGame } from '../../../contract/lucky/constants';
import { api } from '../../lib/call';

/** The prize wheel and golden egg's calls (contract/lucky/endpoints.ts, server/features/lucky). */
export type {
  DrawResult,
  LuckyDraw,
  LuckyFairness,
  LuckyGame,
  LuckyPrize,
  LuckyRotateResult,
  LuckyState,
  VerifiedDraw,
};

export const getLucky = (game: LuckyGame) => api(lucky.game, { params: { game } });
export const drawLucky = (game: LuckyGame, requestId: string) =>
  api(lucky.draw, { params: { game }, body: { requestId } });
export const findDraws = (game: LuckyGame) => api(lucky.draws, { params: { game }, query: { limit: 20 } });
export const saveClientSeed = (game: LuckyGame, clientSeed: string) =>
  api(lucky.clientSeed, { params: { game }, body: { clientSeed } });
export const rotateSeed = (game: LuckyGame) => api(lucky.rotate, { params: { game } });
/** A draw recomputed from its server seed, once revealed (the seed is null before). */
export const verifyDraw = (d: LuckyDraw, serverSeed: string) =>
  api(lucky.verify, { body: { serverSeed, clientSeed: d.clientSeed, nonce: d.nonce, weights: d.weights } });
