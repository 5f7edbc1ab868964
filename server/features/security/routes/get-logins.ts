import { securityCalls } from '../../../../contract/security/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { findLogins } from '../find-logins';
import { doc, type SecurityRoute } from './context';

export const logins: SecurityRoute = (app, { deps }) =>
  app.openapi(
    route(securityCalls.logins, doc('The last 20 logins of the account', 'Newest first')),
    async (c) => c.json(ok(await findLogins(deps.db, c.get('session').accountId)), 200),
  );
