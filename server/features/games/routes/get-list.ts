import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { prepareJson, sendPublicPrepared } from '../../../core/http/prepared';
import { normaliseTerm } from '../../../core/storage/search-term';
import { findGames } from '../find-games';
import { catalogueDoc, type CatalogueRoute } from './context';

const doc = catalogueDoc(
  'A page of games, filtered; gameName searches names (2+ characters, accents and case ignored)',
  'Page of games',
);

export const list: CatalogueRoute = (app, { deps, pages }) =>
  app.openapi(route(gamesCalls.list, doc), async (c) => {
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
  });
