import { systemCalls } from '../../../../contract/system/calls';
import { route } from '../../../core/http/openapi';
import { sendJson } from '../../../core/http/prepared';
import { getPermission } from '../get-permission';
import { doc, type SystemRoute } from './context';

const summary = 'Site information, visitor location, maintenance and region restriction';

export const permission: SystemRoute = (app, { deps, data }) =>
  app.openapi(route(systemCalls.permission, doc(summary, 'Site information')), async (c) =>
    sendJson(c, await getPermission(deps, data, c.get('ip'), c.req.url)),
  );
