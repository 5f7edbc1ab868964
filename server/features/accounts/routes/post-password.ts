import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { changePassword as change } from '../change-password';
import { failure, noStore, sessionDoc, type AccountsRoute } from './context';

export const changePassword: AccountsRoute = (app, ctx) =>
  app.openapi(
    route(
      accountsCalls.changePassword,
      sessionDoc(
        ctx.deps,
        { allowTrial: false, duringPasswordChange: true },
        'Change password; every other session of the account ends',
        'Changed',
        { 429: failure('TOO_MANY_REQUESTS') },
      ),
    ),
    async (c) => {
      await change(ctx, c.get('session'), c.req.valid('json'));
      noStore(c);
      return c.json(ok(null), 200);
    },
  );
