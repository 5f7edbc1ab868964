import { createRoute } from '@hono/zod-openapi';
import { LanguageQuery, languages, type Language } from '../../../contract/common';
import {
  GameMenusResponse,
  GamesListQuery,
  GamesListResponse,
  HotGamesQuery,
  HotGamesResponse,
  LanesResponse,
  VendorGameTypesQuery,
  VendorGameTypesResponse,
  VendorsQuery,
  VendorsResponse,
  WinnersQuery,
  WinnersResponse,
} from '../../../contract/games';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { Deps } from '../../deps';
import { Cached } from '../../lib/cached';
import { AppError } from '../../lib/errors';
import { prepareJson, sendPublicPrepared, type Prepared } from '../../lib/prepared';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { findGameMenus } from './find-game-menus';
import { findGames } from './find-games';
import { findHotGames } from './find-hot-games';
import { findLanes } from './find-lanes';
import { findVendorGameTypes } from './find-vendor-game-types';
import { vendorsOf } from './find-vendors';
import { findWinners } from './find-winners';
import { KeyedCache } from '../../lib/keyed-cache';
import { normaliseTerm } from '../../lib/search-term';

const tags = ['games'];
const notModified = { 304: { description: 'Not modified (ETag matched)' } };

const perLanguage = <T>(make: (l: Language) => T) =>
  Object.fromEntries(languages.map((l) => [l, make(l)])) as Record<Language, T>;

/**
 * The lobby's catalogue calls. Everything here is the same for every visitor and changes only
 * with the catalogue, so answers are prepared once (serialised, compressed, ETagged) and kept
 * until a 'catalogue' change; keyed answers (pages, searches, hot lists per vendor) live in
 * bounded LRU caches. The winner board changes with play, so it is kept for a few seconds only.
 */
export function gamesRoutes(deps: Deps) {
  const menus = perLanguage((l) => new Cached(() => findGameMenus(deps.db, l)));
  const preparedMenus = perLanguage((l) => new Cached(async () => prepareJson(await menus[l].get())));
  const vendorTypes = new Cached(() => findVendorGameTypes(deps.db));
  const lanes = perLanguage(
    (l) => new Cached(async () => prepareJson(await findLanes(deps.db, l, await vendorTypes.get()))),
  );
  const vendorLists = new KeyedCache<Prepared>({ maxEntries: 64, maxAgeMs: 60_000 });
  const vendorTypesPrepared = new KeyedCache<Prepared>({ maxEntries: 256, maxAgeMs: 60_000 });
  const hot = new KeyedCache<Prepared>({ maxEntries: 512, maxAgeMs: 60_000 });
  const pages = new KeyedCache<Prepared>({ maxEntries: 2000, maxAgeMs: 60_000 });
  const winners = new KeyedCache<Prepared>({ maxEntries: 256, maxAgeMs: 5_000 });
  deps.changes.on('catalogue', () => {
    for (const l of languages) {
      menus[l].invalidate();
      preparedMenus[l].invalidate();
      lanes[l].invalidate();
    }
    vendorTypes.invalidate();
    for (const c of [vendorLists, vendorTypesPrepared, hot, pages, winners]) c.invalidate();
  });

  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/game_menus',
      tags,
      summary: 'Vendor categories with their vendors, in configured order',
      request: { query: LanguageQuery },
      responses: { 200: jsonContent(GameMenusResponse, 'Menus'), ...notModified, ...errorResponses },
    }),
    async (c) => sendPublicPrepared(c, await preparedMenus[c.req.valid('query').language].get()),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/list',
      tags,
      summary: 'A page of games, filtered; gameName searches names (2+ characters, accents and case ignored)',
      request: { query: GamesListQuery },
      responses: { 200: jsonContent(GamesListResponse, 'Page of games'), ...notModified, ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const filter = {
        language: q.language,
        gameType: q.gameType,
        vassalage: q.vassalage,
        isNew: q.isNew,
        gameClassify: q.gameClassify,
        gameName: q.gameName,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
      const key = JSON.stringify({ ...filter, gameName: q.gameName && normaliseTerm(q.gameName) });
      return sendPublicPrepared(
        c,
        await pages.get(key, async () => prepareJson(await findGames(deps.db, filter))),
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/hot',
      tags,
      summary:
        'Hot games, of one vendor (vassalage) and/or game type when given; one page of them with pageSize',
      request: { query: HotGamesQuery },
      responses: { 200: jsonContent(HotGamesResponse, 'Hot games'), ...notModified, ...errorResponses },
    }),
    async (c) => {
      const { language, vassalage, gameType, pageNo, pageSize } = c.req.valid('query');
      const page = pageSize === undefined ? undefined : { pageNo: pageNo ?? 1, pageSize };
      const key = `${language}|${vassalage ?? ''}|${gameType ?? ''}|${page ? `${page.pageNo}/${page.pageSize}` : ''}`;
      const prepared = await hot.get(key, async () =>
        prepareJson(await findHotGames(deps.db, { language, vassalage, gameType, page })),
      );
      return sendPublicPrepared(c, prepared);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/vendors',
      tags,
      summary: 'Vendor cards: one lane in lane order (gameType), or every vendor once',
      request: { query: VendorsQuery },
      responses: { 200: jsonContent(VendorsResponse, 'Vendors'), ...notModified, ...errorResponses },
    }),
    async (c) => {
      const { language, gameType } = c.req.valid('query');
      const prepared = await vendorLists.get(`${language}|${gameType ?? ''}`, async () =>
        prepareJson({ list: vendorsOf(await menus[language].get(), gameType) }),
      );
      return sendPublicPrepared(c, prepared);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/vendor_game_types',
      tags,
      summary: "A vendor's game types and, per type, its classify keys",
      request: { query: VendorGameTypesQuery },
      responses: {
        200: jsonContent(VendorGameTypesResponse, 'Game types'),
        ...notModified,
        404: jsonContent(ErrorEnvelope, 'Unknown vendor (NOT_FOUND)'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { vassalage } = c.req.valid('query');
      const all = await vendorTypes.get();
      const entry = all.get(vassalage);
      if (!entry) throw new AppError('NOT_FOUND', `no vendor ${vassalage}`);
      return sendPublicPrepared(c, await vendorTypesPrepared.get(vassalage, async () => prepareJson(entry)));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/lanes',
      tags,
      summary: 'Vendor lanes after the lobby lane rule (e-sports, cockfight after sports) and the prize mode',
      request: { query: LanguageQuery },
      responses: { 200: jsonContent(LanesResponse, 'Lanes'), ...notModified, ...errorResponses },
    }),
    async (c) => sendPublicPrepared(c, await lanes[c.req.valid('query').language].get()),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lgw/games/winners',
      tags,
      summary: 'Winner board, newest first (limitNum up to 50)',
      request: { query: WinnersQuery },
      responses: { 200: jsonContent(WinnersResponse, 'Winners'), ...notModified, ...errorResponses },
    }),
    async (c) => {
      const { language, gameCategory, limitNum } = c.req.valid('query');
      const prepared = await winners.get(`${language}|${gameCategory}|${limitNum}`, async () =>
        prepareJson({ list: await findWinners(deps.db, { language, gameCategory, limit: limitNum }) }),
      );
      return sendPublicPrepared(c, prepared);
    },
  );

  return app;
}
