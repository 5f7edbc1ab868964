import { gamesCalls } from '../../../../contract/games';
import { route } from '../../../lib/openapi';
import { prepareJson, sendPublicPrepared } from '../../../lib/prepared';
import { findHotGames } from '../find-hot-games';
import { catalogueDoc, type CatalogueRoute } from './context';

const doc = catalogueDoc('Hot games, of one vendor (vassalage) and/or game type when given', 'Hot games');

export const hot: CatalogueRoute = (app, { deps, hot: answers }) =>
  app.openapi(route(gamesCalls.hot, doc), async (c) => {
    const { language, vassalage, gameType } = c.req.valid('query');
    const key = `${language}|${vassalage ?? ''}|${gameType ?? ''}`;
    const prepared = await answers.get(key, async () =>
      prepareJson({ list: await findHotGames(deps.db, { language, vassalage, gameType }) }),
    );
    return sendPublicPrepared(c, prepared);
  });
