import { securityCalls } from '../../../../contract/security/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { loadSecurity } from '../../accounts';
import { toOverview } from '../get-overview';
import { doc, type SecurityRoute } from './context';

export const overview: SecurityRoute = (app, { deps }) =>
  app.openapi(
    route(
      securityCalls.overview,
      doc('What is set and bound (masked), and the second-step method', 'Overview'),
    ),
    async (c) => c.json(ok(toOverview(await loadSecurity(deps.db, c.get('session').accountId))), 200),
  );
