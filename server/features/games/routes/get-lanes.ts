import { gamesCalls } from '../../../../contract/games/calls';
import { route } from '../../../core/http/openapi';
import { sendPublicPrepared } from '../../../core/http/prepared';
import { catalogueDoc, type CatalogueRoute } from './context';

const doc = catalogueDoc(
  'Vendor lanes after the lobby lane rule (e-sports, cockfight after sports) and the prize mode',
  'Lanes',
);

export const lanes: CatalogueRoute = (app, { lanes: answers }) =>
  app.openapi(route(gamesCalls.lanes, doc), async (c) =>
    sendPublicPrepared(c, await answers[c.req.valid('query').language].get()),
  );
