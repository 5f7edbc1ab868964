import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../contract/envelope';
import { LAUNCH_TOKEN_HEADER, LaunchTokenValue } from '../../contract/house/schemas';
import { rtpOf, validShareOf, type RulesEngine } from '../../contract/house/rules';
import { houseTableCalls } from '../../contract/house-tables/calls';
import { stream } from '../../contract/house-tables/endpoints';
import { CURRENCY } from '../../contract/wallet/schemas';
import type { Deps } from '../core/context/deps';
import { AppError, ok } from '../core/context/errors';
import { resumeFrom } from '../core/http/sse';
import { createRouter, errorResponses, jsonContent, route, type RouteDoc } from '../core/http/openapi';
import { findHouseGame, type HouseGame } from './catalogue';
import type { Operator } from './operator';
import { playerOf } from './players';
import { placeTableBets } from './rounds/shared/place-bets';
import { createTableHub } from './rounds/shared/table-hub';
import { tableStream } from './rounds/shared/table-stream';
import { tableStreamStart } from './rounds/shared/events';
import { tableOfGame } from './tables/registry';
import { listTableGames, type TableGameRow } from './tables/table-games';
import { playerSlips, slipView, tableSummary } from './tables/table-view';

const TokenHeader = z.object({
  [LAUNCH_TOKEN_HEADER]: LaunchTokenValue.meta({ description: 'The launch token from /wps/game/launchGame' }),
});
const refusals = {
  401: jsonContent(ErrorEnvelope, 'INVALID_TOKEN: unknown or expired launch token'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT: no free play for this game'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND: no such game, or not a shared table'),
  409: jsonContent(
    ErrorEnvelope,
    'BETTING_CLOSED (the round closed); AMOUNT_OUT_OF_RANGE (the table limits); INSUFFICIENT_FUNDS; DUPLICATE_TRANSACTION (a bet id reused with other stakes)',
  ),
  ...errorResponses,
};
const tags = ['house tables'];
const tokenDoc = (summary: string, answer: string) =>
  ({ tags, summary, answer, headers: TokenHeader, errors: refusals }) satisfies RouteDoc;

/**
 * The house tables' calls (decision 100), beside the house's other game calls: the same launch
 * token names the player; money moves only through the operator's seamless calls.
 */
export function houseTableRoutes(deps: Deps, operator: Operator) {
  const app = createRouter();
  const db = deps.db;
  const hub = createTableHub(db, (err) => deps.log.debug({ err }, 'house table hub poll failed'));

  async function context(c: Context, nodeId: number) {
    c.header('Cache-Control', 'no-store');
    const token = LaunchTokenValue.safeParse(c.req.header(LAUNCH_TOKEN_HEADER));
    if (!token.success) throw new AppError('INVALID_TOKEN', 'the launch token is missing or malformed');
    const game = await findHouseGame(db, nodeId);
    const player = await playerOf(db, operator, token.data, game);
    return { game, player };
  }
  const reply = <T>(c: Context, value: T) => c.json(ok(value), 200);

  app.openapi(
    route(
      houseTableCalls.list,
      tokenDoc(
        "The tables of the game's vendor: family, limits, round and countdown, last results",
        'The tables',
      ),
    ),
    async (c) => {
      const { nodeId, language } = c.req.valid('query');
      const { game } = await context(c, nodeId);
      const tables = await listTableGames(db, game.vendorCode);
      const now = Date.now();
      const list = [];
      for (const g of tables) list.push((await tableSummary(db, g, language ?? 'vi', now)).summary);
      return reply(c, { tables: list });
    },
  );

  app.openapi(
    route(
      houseTableCalls.state,
      tokenDoc(
        "A table: its round and countdown, the player's bets this round, recent outcomes",
        'The table',
      ),
    ),
    async (c) => {
      const { nodeId, language } = c.req.valid('query');
      const { game, player } = await context(c, nodeId);
      const g = tableGameOf(game);
      const { summary, current } = await tableSummary(db, g, language ?? 'vi');
      const engine = g.table.family as RulesEngine;
      return reply(c, {
        mode: player.mode,
        balance: player.balance.toString(),
        currency: CURRENCY,
        serverTime: new Date().toISOString(),
        table: summary,
        myBets: await playerSlips(db, player.key, current.id),
        spots: g.table.rules.spots.map((spot) => ({ spot, betType: g.table.rules.betTypeOf(spot)! })),
        rtp: rtpOf(engine),
        validShare: validShareOf(engine),
      });
    },
  );

  app.openapi(
    route(
      houseTableCalls.bet,
      tokenDoc(
        'A bet slip on the open round: one or more spots; the same clientBetId again is the same slip',
        'The slip and the balance',
      ),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const { game, player } = await context(c, body.nodeId);
      const g = tableGameOf(game);
      const placed = await placeTableBets(db, operator, player, g, g.table, body);
      return reply(c, { slip: slipView(placed.slip), balance: placed.balance.toString() });
    },
  );

  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: stream,
      summary: "A table's events: round opened (seed hash), closed, result (revealed seed), settled, void",
      description:
        'Server-Sent Events with a heartbeat comment every 15 s, closed after 5 min (reconnect with ' +
        'Last-Event-ID). Events: `opened`, `closed`, `result`, `settled`, `void` (data: the round id ' +
        'and number, and the seed hash, the outcome and the revealed seed as they become known; id: the ' +
        "event id). Only what the whole table sees, so no launch token; without a resume point it starts at the current round's opening.",
      tags,
      request: {
        query: z.object({
          nodeId: z.coerce.number().int().min(1),
          after: z.coerce.number().int().min(0).optional(),
        }),
      },
      responses: {
        200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
        404: jsonContent(ErrorEnvelope, 'NOT_FOUND: no such game, or not a shared table'),
        ...errorResponses,
      },
    }),
  );
  app.get(stream, async (c) => {
    const nodeId = Number(c.req.query('nodeId'));
    if (!Number.isSafeInteger(nodeId) || nodeId < 1)
      throw new AppError('BAD_REQUEST', 'nodeId: a game id', { field: 'nodeId' });
    const g = tableGameOf(await findHouseGame(db, nodeId));
    const { current } = await tableSummary(db, g, 'vi');
    const after = c.req.query('after');
    const start = after === undefined ? await tableStreamStart(db, current.id) : Number(after);
    return tableStream(db, hub, g.gameId, resumeFrom(c.req.header('last-event-id'), start));
  });

  return app;
}

/** The shared table a game opens; NOT_FOUND for every tile not dealt as one. */
function tableGameOf(game: HouseGame): TableGameRow {
  const table = tableOfGame({ gameType: game.gameType, classify: game.classify, title: game.nameEn });
  if (!table) throw new AppError('NOT_FOUND', `game ${game.nodeId} is not a shared table`);
  return {
    gameId: game.nodeId,
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    nameEn: game.nameEn,
    nameVi: game.nameVi,
    table,
  };
}
