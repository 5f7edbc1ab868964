import { systemCalls } from '../../../../contract/system/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { statusValue } from '../status';
import { doc, type SystemRoute } from './context';

export const status: SystemRoute = (app, { deps }) =>
  app.openapi(
    route(systemCalls.status, doc('Site status: 0 normal, 1 maintenance, 2 region-restricted', 'Status')),
    async (c) => {
      const ip = c.get('ip');
      c.header('Cache-Control', 'no-store');
      return c.json(ok(statusValue(await deps.site.gateFor(ip), ip)), 200);
    },
  );
