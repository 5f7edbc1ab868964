import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { revokeSession } from '../../../core/sessions/sessions';
import { noStore, sessionDoc, type AccountsRoute } from './context';

export const logout: AccountsRoute = (app, { deps }) =>
  app.openapi(
    route(
      accountsCalls.logout,
      sessionDoc(
        deps,
        { allowTrial: true, duringPasswordChange: true },
        'End the session of this token',
        'Logged out',
      ),
    ),
    async (c) => {
      await revokeSession(deps.db, c.get('session').sessionId);
      noStore(c);
      return c.json(ok(null), 200);
    },
  );
