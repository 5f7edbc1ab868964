import { systemCalls } from '../../../../contract/system/calls';
import { toDomainLines } from '../../../core/site/domain-lines';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { doc, type SystemRoute } from './context';

const summary = 'Domain lines (at most five) for the speed test and failover';

export const domainRoute: SystemRoute = (app, { data }) =>
  app.openapi(route(systemCalls.domainRoute, doc(summary, 'Domain lines')), async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(ok({ domainList: toDomainLines(await data.domainNames.get(), c.req.url) }), 200);
  });
