import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { requestMeta } from '../complete-login';
import { login as logIn } from '../login';
import { doc, failure, noStore, type AccountsRoute } from './context';

export const login: AccountsRoute = (app, ctx) =>
  app.openapi(
    route(accountsCalls.login, {
      ...doc(
        'Log in by username and password, or by mobile number and SMS code',
        'A session, or the second step to complete',
        {
          401: failure('INVALID_CREDENTIALS'),
          403: failure('NON_AGENT, MEMBER_NO_ENTER'),
          429: failure('TOO_MANY_REQUESTS'),
        },
      ),
      description:
        'From an address the account has not used, a username login answers SECOND_STEP instead of a token. ' +
        'After 3 failures for a name from one address the error carries captchaRequired and the next ' +
        'attempts need a captcha; after 10, TOO_MANY_REQUESTS with Retry-After for 5 minutes.',
    }),
    async (c) => {
      noStore(c);
      return c.json(ok(await logIn(ctx, c.req.valid('json'), requestMeta(c))), 200);
    },
  );
