import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { prepareJson, sendPublicPrepared } from '../../../core/http/prepared';
import { findHotGames } from '../find-hot-games';
import { catalogueDoc, type CatalogueRoute } from './context';

const doc = catalogueDoc(
  'Hot games, of one vendor (vassalage) and/or game type when given; one page of them with pageSize',
  'Hot games',
);

export const hot: CatalogueRoute = (app, { deps, hot: answers }) =>
  app.openapi(route(gamesCalls.hot, doc), async (c) => {
    const { language, vassalage, gameType, pageNo, pageSize } = c.req.valid('query');
    // Without pageSize the whole list, as the original call (decision 071).
    const page = pageSize === undefined ? undefined : { pageNo: pageNo ?? 1, pageSize };
    const key = `${language}|${vassalage ?? ''}|${gameType ?? ''}|${page ? `${page.pageNo}/${page.pageSize}` : ''}`;
    const prepared = await answers.get(key, async () =>
      prepareJson(await findHotGames(deps.db, { language, vassalage, gameType, page })),
    );
    return sendPublicPrepared(c, prepared);
  });
