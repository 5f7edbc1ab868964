import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { prepareJson, sendPublicPrepared } from '../../../core/http/prepared';
import { findWinners } from '../find-winners';
import { catalogueDoc, type CatalogueRoute } from './context';

const doc = catalogueDoc('Winner board, newest first (limitNum up to 50)', 'Winners');

export const winners: CatalogueRoute = (app, { deps, winners: answers }) =>
  app.openapi(route(gamesCalls.winners, doc), async (c) => {
    const { language, gameCategory, limitNum } = c.req.valid('query');
    const prepared = await answers.get(`${language}|${gameCategory}|${limitNum}`, async () =>
      prepareJson({ list: await findWinners(deps.db, { language, gameCategory, limit: limitNum }) }),
    );
    return sendPublicPrepared(c, prepared);
  });
