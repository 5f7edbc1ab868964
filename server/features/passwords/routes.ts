import { createRoute } from '@hono/zod-openapi';
import { ForgotByEmailRequest } from '../../../contract/accounts/schemas';
import { accountsCalls } from '../../../contract/accounts/calls';
import { forgotByEmail as forgotByEmailPath } from '../../../contract/accounts/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { DoneResponse } from '../../../contract/security/schemas';
import type { Deps } from '../../core/context/deps';
import { AppError } from '../../core/context/errors';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { reply } from '../../core/http/reply';
import { consumeCode } from '../verification';
import { createLimits } from '../../core/limits/limits';
import { findAccountByPhone, parsePhone } from '../verification';
import { padTo } from '../verification';
import { forgotByEmail } from './forgot-by-email';
import { resetByLink } from './reset-link';
import { checkNewSecret, resetPassword } from './set-password';

const tags = ['passwords'];
/** Every forgot-by-e-mail answer takes at least this long, account or not. */
export const FORGOT_ANSWER_MS = 500;
/** Spec: the phone reset form has no dialing code; the site's country is Vietnam. */
const DEFAULT_DIALING_CODE = '+84';

const done = jsonContent(DoneResponse, 'Done (value null)');
const refused = (description: string) => jsonContent(ErrorEnvelope, description);

export function passwordRoutes(deps: Deps) {
  const data = deps.siteData;
  const limits = createLimits(deps.pool);
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: forgotByEmailPath,
      tags,
      summary: 'Forgot password: e-mail a reset link when username and e-mail match (same answer otherwise)',
      request: {
        body: {
          content: {
            'application/x-www-form-urlencoded': { schema: ForgotByEmailRequest },
            'application/json': { schema: ForgotByEmailRequest },
          },
        },
      },
      responses: { 200: done, 429: refused('TOO_MANY_REQUESTS (Retry-After)'), ...errorResponses },
    }),
    async (c) => {
      const started = performance.now();
      const isJson = /json/i.test(c.req.header('content-type') ?? '');
      const parsed = ForgotByEmailRequest.safeParse(isJson ? c.req.valid('json') : c.req.valid('form'));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'username';
        throw new AppError('BAD_REQUEST', `${field}: required`, { field });
      }
      await forgotByEmail(deps, data, limits, c, parsed.data);
      await padTo(started, FORGOT_ANSWER_MS);
      return reply(c, null);
    },
  );

  app.openapi(
    route(accountsCalls.resetByLink, {
      tags,
      summary: 'Set a new password with the token of an e-mailed link (single use); all sessions end',
      answer: done.description,
      errors: errorResponses,
    }),
    async (c) => {
      const body = c.req.valid('json');
      await checkNewSecret(data, 'password', body.newPassword, 'newPassword');
      await resetByLink(deps, body.token, body.newPassword);
      return reply(c, null);
    },
  );

  app.openapi(
    route(accountsCalls.resetByPhone, {
      tags,
      summary: 'Set a new password with an SMS code (purpose noLogin); all sessions end, then log in',
      answer: 'Reset; the login name to log in with',
      errors: errorResponses,
    }),
    async (c) => {
      const body = c.req.valid('json');
      await checkNewSecret(data, 'password', body.newPassword, 'newPassword');
      const phone = parsePhone(body.countryDialingCode || DEFAULT_DIALING_CODE, body.mobileNum, 'mobileNum');
      await consumeCode(deps.db, 'noLogin', phone.codeTarget, body.verificationCode);
      const account = await findAccountByPhone(deps.db, phone);
      // Codes only go to numbers with an account; this is an account removed since.
      if (!account)
        throw new AppError('INVALID_VERIFICATION_CODE', 'no account', { field: 'verificationCode' });
      await resetPassword(deps, account.id, body.newPassword);
      return reply(c, { account: account.account });
    },
  );

  return app;
}
