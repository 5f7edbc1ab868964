import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { prepareJson, sendPublicPrepared } from '../../../core/http/prepared';
import { vendorsOf } from '../find-vendors';
import { catalogueDoc, type CatalogueRoute } from './context';

const doc = catalogueDoc('Vendor cards: one lane in lane order (gameType), or every vendor once', 'Vendors');

export const vendors: CatalogueRoute = (app, { menus, vendorLists }) =>
  app.openapi(route(gamesCalls.vendors, doc), async (c) => {
    const { language, gameType } = c.req.valid('query');
    const prepared = await vendorLists.get(`${language}|${gameType ?? ''}`, async () =>
      prepareJson({ list: vendorsOf(await menus[language].get(), gameType) }),
    );
    return sendPublicPrepared(c, prepared);
  });
