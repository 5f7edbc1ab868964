import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { requestMeta } from '../complete-login';
import { register } from '../register';
import { doc, failure, noStore, type AccountsRoute } from './context';

const registerBy = (kind: 'username' | 'mobile'): AccountsRoute =>
  function (app, ctx) {
    const call = kind === 'username' ? accountsCalls.registerUsername : accountsCalls.registerMobile;
    app.openapi(
      route(call, {
        ...doc(
          kind === 'username'
            ? 'Register by username (USERNAMEREG3); logs in'
            : 'Register by mobile number, which becomes the login name (MOBILENUMREG3); logs in',
          'The new member, logged in',
          {
            403: failure('FORBIDDEN (this way of registering is off)'),
            409: failure('ACCOUNT_EXISTS, PHONE_TAKEN, EMAIL_TAKEN'),
            429: failure('TOO_MANY_REQUESTS'),
          },
        ),
        description:
          'Every field is checked against the rules of GET /wps/system/setting/register. With REGMOBVERF3 on, ' +
          'mobileNum, countryDialingCode and verificationCode (from the register SMS) are required.',
      }),
      async (c) => {
        noStore(c);
        return c.json(ok(await register(ctx, kind, c.req.valid('json'), requestMeta(c))), 200);
      },
    );
  };

export const registerUsername = registerBy('username');
export const registerMobile = registerBy('mobile');
