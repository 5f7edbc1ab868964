import type {
  DrawResult,
  LuckyDraw,
  LuckyFairness,
  LuckyPrize,
  LuckyRotateResult,
  LuckyState,
  VerifiedDraw,
} from '../../../contract/lucky';
import { luckyPaths, type LuckyGame } from '../../../contract/lucky-constants';
import { apiGet, apiSend } from '../../lib/api';

/** The prize wheel and golden egg's calls (server/features/lucky). */
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

export const getLucky = (game: LuckyGame) => apiGet<LuckyState>(luckyPaths.game(game));
export const drawLucky = (game: LuckyGame, requestId: string) =>
  apiSend<DrawResult>('POST', luckyPaths.draw(game), { requestId });
export const findDraws = (game: LuckyGame) =>
  apiGet<{ list: LuckyDraw[] }>(luckyPaths.draws(game), { limit: 20 });
export const saveClientSeed = (game: LuckyGame, clientSeed: string) =>
  apiSend<LuckyFairness>('PUT', luckyPaths.clientSeed(game), { clientSeed });
export const rotateSeed = (game: LuckyGame) =>
  apiSend<LuckyRotateResult>('POST', luckyPaths.rotate(game), {});
export const verifyDraw = (d: LuckyDraw) =>
  apiSend<VerifiedDraw>('POST', luckyPaths.verify, {
    serverSeed: d.serverSeed,
    clientSeed: d.clientSeed,
    nonce: d.nonce,
    weights: d.weights,
  });
