import { ErrorEnvelope } from '../../../../contract/envelope';
import { gamesCalls } from '../../../../contract/games/calls';
import { AppError } from '../../../core/context/errors';
import { jsonContent, route } from '../../../core/http/openapi';
import { prepareJson, sendPublicPrepared } from '../../../core/http/prepared';
import { catalogueDoc, type CatalogueRoute } from './context';

const doc = catalogueDoc("A vendor's game types and, per type, its classify keys", 'Game types', {
  404: jsonContent(ErrorEnvelope, 'Unknown vendor (NOT_FOUND)'),
});

export const vendorGameTypes: CatalogueRoute = (app, { vendorTypes, vendorTypesPrepared }) =>
  app.openapi(route(gamesCalls.vendorGameTypes, doc), async (c) => {
    const { vassalage } = c.req.valid('query');
    const entry = (await vendorTypes.get()).get(vassalage);
    if (!entry) throw new AppError('NOT_FOUND', `no vendor ${vassalage}`);
    return sendPublicPrepared(c, await vendorTypesPrepared.get(vassalage, async () => prepareJson(entry)));
  });
