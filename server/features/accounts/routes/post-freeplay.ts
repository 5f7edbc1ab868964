import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { requestMeta } from '../complete-login';
import { freeplay as startTrial } from '../freeplay';
import { doc, failure, noStore, type AccountsRoute } from './context';

export const freeplay: AccountsRoute = (app, ctx) =>
  app.openapi(
    route(accountsCalls.freeplay, {
      ...doc('Free demo login: a new trial account and its session', 'The trial session', {
        403: failure('FORBIDDEN (free play off)'),
        429: failure('TOO_MANY_REQUESTS'),
      }),
      optionalBody: true,
    }),
    async (c) => {
      noStore(c);
      return c.json(ok(await startTrial(ctx, requestMeta(c))), 200);
    },
  );
