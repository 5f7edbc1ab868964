import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../contract/envelope';
import { LAUNCH_TOKEN_HEADER, LaunchTokenValue, type HouseEngine } from '../../contract/house/schemas';
import { houseCalls } from '../../contract/house/calls';
import { CURRENCY } from '../../contract/wallet/schemas';
import type { Deps } from '../core/context/deps';
import { AppError, ok } from '../core/context/errors';
import { createRouter, errorResponses, jsonContent, route, type RouteDoc } from '../core/http/openapi';
import { engineOf, findHouseGame, type HouseGame } from './catalogue';
import { demoBalance } from './demo-wallets';
import { rtpOf, validShareOf } from '../../contract/house/rules';
import { baccaratPayout, dealBaccarat, type BaccaratStakes } from './engines/baccarat';
import { slotPayout, spinSlot, wonJackpot } from './engines/slot';
import { lotteryState } from './lottery/lottery-state';
import { placeTicket } from './lottery/place-ticket';
import { settleDueDraws } from './lottery/settle-draws';
import type { Operator } from './operator';
import { playRound } from './play-round';
import { playerOf, type HousePlayer } from './players';
import { recentRounds } from './rounds';
import { activeSeed, fairnessOf, rotateSeed, setClientSeed } from './seeds';
import { verifyRound } from './verify';

const TokenHeader = z.object({
  [LAUNCH_TOKEN_HEADER]: LaunchTokenValue.meta({ description: 'The launch token from /wps/game/launchGame' }),
});
const refusals = {
  401: jsonContent(ErrorEnvelope, 'INVALID_TOKEN: unknown or expired launch token'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT: no free play for this game'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND: no such game, or not this engine'),
  409: jsonContent(ErrorEnvelope, 'INSUFFICIENT_FUNDS; WRONG_STATE (the draw is closed)'),
  ...errorResponses,
};
const tags = ['house provider'];
/** The calls of a player, named by the launch token; verify answers anyone. */
const tokenDoc = (summary: string, answer: string) =>
  ({ tags, summary, answer, headers: TokenHeader, errors: refusals }) satisfies RouteDoc;
const publicDoc = (summary: string, answer: string) =>
  ({ tags, summary, answer, errors: errorResponses }) satisfies RouteDoc;

/**
 * The house provider's game API (ADR 012), under /wps/house: what its game pages call with the
 * launch token. Every real balance and money movement goes through `operator` (the signed
 * seamless protocol); the provider's own tables hold seeds, rounds, draws, tickets and demo
 * wallets. Answers are per player: never cached.
 */
export function houseGameRoutes(deps: Deps, operator: Operator) {
  const app = createRouter();
  const db = deps.db;

  async function context(c: Context, nodeId: number, engine?: HouseEngine) {
    c.header('Cache-Control', 'no-store');
    const token = LaunchTokenValue.safeParse(c.req.header(LAUNCH_TOKEN_HEADER));
    if (!token.success) throw new AppError('INVALID_TOKEN', 'the launch token is missing or malformed');
    const game = await findHouseGame(db, nodeId);
    if (engine && engineOf(game) !== engine)
      throw new AppError('NOT_FOUND', `game ${nodeId} is not a ${engine} game`);
    const player = await playerOf(db, operator, token.data, game);
    return { game, player };
  }
  const reply = <T>(c: Context, value: T) => c.json(ok(value), 200);

  app.openapi(
    route(
      houseCalls.session,
      tokenDoc(
        'Open a game: mode (real/demo), engine, balance, fairness (server seed hash, client seed, nonce)',
        'The session',
      ),
    ),
    async (c) => {
      const { nodeId, language } = c.req.valid('query');
      const { game, player } = await context(c, nodeId);
      const engine = engineOf(game);
      return reply(c, {
        mode: player.mode,
        engine,
        game: gameView(game, language ?? 'vi'),
        currency: CURRENCY,
        balance: player.balance.toString(),
        fairness: fairnessOf(await activeSeed(db, player.key)),
        rtp: rtpOf(engine),
        validShare: validShareOf(engine),
      });
    },
  );

  app.openapi(
    route(
      houseCalls.slotSpin,
      tokenDoc(
        'Spin the slot (RTP 96.05%): bet and win go to the operator through the seamless protocol',
        'The round',
      ),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const { game, player } = await context(c, body.nodeId, 'slot');
      return reply(
        c,
        await playRound(db, operator, player, game, {
          engine: 'slot',
          stake: body.stake,
          bet: { stake: body.stake.toString() },
          play(seeds) {
            const r = spinSlot(seeds);
            return {
              outcome: { engine: 'slot', ...r },
              payout: slotPayout(body.stake, r),
              jackpot: wonJackpot(r.jackpotRoll, body.stake),
            };
          },
        }),
      );
    },
  );

  app.openapi(
    route(
      houseCalls.baccaratDeal,
      tokenDoc(
        'Deal a baccarat hand on player/banker/tie stakes (pays 2 / 1.95 / 9, tie pushes)',
        'The hand',
      ),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const { game, player } = await context(c, body.nodeId, 'baccarat');
      const stakes: BaccaratStakes = body.stakes;
      const stake = (stakes.player ?? 0n) + (stakes.banker ?? 0n) + (stakes.tie ?? 0n);
      return reply(
        c,
        await playRound(db, operator, player, game, {
          engine: 'baccarat',
          stake,
          bet: Object.fromEntries(Object.entries(stakes).map(([k, v]) => [k, v.toString()])),
          play(seeds) {
            const hand = dealBaccarat(seeds);
            return { outcome: { engine: 'baccarat', ...hand }, payout: baccaratPayout(stakes, hand) };
          },
        }),
      );
    },
  );

  app.openapi(
    route(
      houseCalls.rounds,
      tokenDoc(
        "The player's latest rounds of a game (server seed shown once rotated)",
        'Rounds, newest first',
      ),
    ),
    async (c) => {
      const { game, player } = await context(c, c.req.valid('query').nodeId);
      return reply(c, { list: await recentRounds(db, player.key, game.nodeId) });
    },
  );

  app.openapi(
    route(houseCalls.clientSeed, tokenDoc('Set the client seed of the coming rounds', 'The active seeds')),
    async (c) => {
      const body = c.req.valid('json');
      const { player } = await context(c, body.nodeId);
      return reply(c, await setClientSeed(db, player.key, body.clientSeed));
    },
  );

  app.openapi(
    route(
      houseCalls.rotate,
      tokenDoc('Reveal the active server seed and start a new one', 'The revealed seed and the new hash'),
    ),
    async (c) => {
      const { player } = await context(c, c.req.valid('json').nodeId);
      return reply(c, await rotateSeed(db, player.key));
    },
  );

  app.openapi(
    route(
      houseCalls.verify,
      publicDoc(
        'Recompute a round (or a draw, nonce 0) from a revealed server seed, client seed and nonce',
        'The outcome and the seed hash',
      ),
    ),
    (c) => {
      const { engine, ...seeds } = c.req.valid('json');
      return reply(c, verifyRound(engine, seeds));
    },
  );

  app.openapi(
    route(
      houseCalls.lotteryState,
      tokenDoc(
        "The open draw (countdown, seed hash), the last results and the player's tickets",
        'The lottery',
      ),
    ),
    async (c) => {
      const { nodeId, language } = c.req.valid('query');
      const { game, player } = await context(c, nodeId, 'lottery');
      // Due draws are settled here too, so a lone node without the job still draws on time.
      await settleDueDraws(db, operator, game.gameCode);
      const fresh = await refreshBalance(player);
      return reply(c, await lotteryState(db, fresh, game, language ?? 'vi'));
    },
  );

  app.openapi(
    route(
      houseCalls.lotteryBet,
      tokenDoc(
        'A ticket on the open draw: 1-10 numbers (00-99), one stake each; a hit pays 19 times',
        'The ticket',
      ),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const { game, player } = await context(c, body.nodeId, 'lottery');
      const placed = await placeTicket(db, operator, player, game, body);
      return reply(c, { ticket: placed.ticket, balance: placed.balance.toString() });
    },
  );

  /** After settling, a real player's balance may have changed since authenticate answered. */
  async function refreshBalance(player: HousePlayer): Promise<HousePlayer> {
    if (player.mode === 'demo') {
      return { ...player, balance: (await demoBalance(db, player.id)) ?? player.balance };
    }
    return { ...player, balance: (await operator.balance(player.vendorCode, player.id)).balance };
  }

  return app;
}

const gameView = (game: HouseGame, language: 'vi' | 'en') => ({
  nodeId: game.nodeId,
  name: language === 'vi' ? game.nameVi : game.nameEn,
  vendorCode: game.vendorCode,
  gameCode: game.gameCode,
  gameType: game.gameType,
});
