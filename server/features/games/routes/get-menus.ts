import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { sendPublicPrepared } from '../../../core/http/prepared';
import { catalogueDoc, type CatalogueRoute } from './context';

export const menus: CatalogueRoute = (app, { preparedMenus }) =>
  app.openapi(
    route(
      gamesCalls.menus,
      catalogueDoc('Vendor categories with their vendors, in configured order', 'Menus'),
    ),
    async (c) => sendPublicPrepared(c, await preparedMenus[c.req.valid('query').language].get()),
  );
