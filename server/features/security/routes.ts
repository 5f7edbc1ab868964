import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { LoginHistoryResponse, SmsCodeResponse } from '../../../contract/accounts';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  BindEmailCodeRequest,
  BindEmailRequest,
  BindPhoneCodeRequest,
  BindPhoneRequest,
  DoneResponse,
  PaymentPasswordRequest,
  SecondStepMethodRequest,
  SecurityOverviewResponse,
  TotpBeginResponse,
  TotpCodeRequest,
} from '../../../contract/security';
import { accountSecurity } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, ok } from '../../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/require-session';
import { createLimits } from '../../lib/limits';
import { bindEmail, bindPhone, sendBindEmailCode, sendBindPhoneCode } from './bind-contact';
import { findLogins } from './find-logins';
import { methodBound, toOverview } from './get-overview';
import { setPaymentPassword } from './payment-password';
import { loadSecurity } from '../accounts';
import { dataSealer } from '../../lib/sealed';
import { beginTotp, confirmTotp, unbindTotp } from '../accounts';

const tags = ['security'];
const base = '/wps/member/security';
const security = [{ bearerAuth: [] }];
const done = jsonContent(DoneResponse, 'Done (value null)');
const sessionErrors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT (trial accounts)'),
  409: jsonContent(ErrorEnvelope, 'PHONE_TAKEN, EMAIL_TAKEN, NOT_BOUND or ALREADY_BOUND'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS (Retry-After)'),
  ...errorResponses,
};
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** Security centre: every call needs the session of a real (non-trial) account. */
export function securityRoutes(deps: Deps) {
  const data = deps.siteData;
  const limits = createLimits(deps.pool);
  const failures = limits.secretFailures;
  const sealer = dataSealer(deps.config);
  const app = createRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  app.use(`${base}/*`, requireSession(deps));
  app.use(`${base}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/overview`,
      tags,
      security,
      summary: 'What is set and bound (masked), and the second-step method',
      responses: { 200: jsonContent(SecurityOverviewResponse, 'Overview'), ...sessionErrors },
    }),
    async (c) => c.json(ok(toOverview(await loadSecurity(deps.db, c.get('session').accountId))), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/payment-password`,
      tags,
      security,
      summary: 'Set (with loginPassword) or change (with oldPaymentPassword) the payment password',
      request: json(PaymentPasswordRequest),
      responses: { 200: done, ...sessionErrors },
    }),
    async (c) => {
      await setPaymentPassword(deps.db, data, failures, c.get('session').accountId, c.req.valid('json'));
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/totp/begin`,
      tags,
      security,
      summary: 'New authenticator secret (pending until confirmed); shown this once',
      responses: { 200: jsonContent(TotpBeginResponse, 'Secret and otpauth:// URL'), ...sessionErrors },
    }),
    async (c) => c.json(ok(await beginTotp(deps.db, sealer, c.get('session').accountId)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/totp/confirm`,
      tags,
      security,
      summary: 'Bind the pending secret with a current code',
      request: json(TotpCodeRequest),
      responses: { 200: done, ...sessionErrors },
    }),
    async (c) => {
      await confirmTotp(deps.db, sealer, failures, c.get('session').accountId, c.req.valid('json').code);
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/totp/unbind`,
      tags,
      security,
      summary: 'Unbind the authenticator with a current code',
      request: json(TotpCodeRequest),
      responses: { 200: done, ...sessionErrors },
    }),
    async (c) => {
      await unbindTotp(deps.db, sealer, failures, c.get('session').accountId, c.req.valid('json').code);
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/bind/phone/code`,
      tags,
      security,
      summary: 'SMS code to the phone being bound',
      request: json(BindPhoneCodeRequest),
      responses: { 200: jsonContent(SmsCodeResponse, 'Code sent'), ...sessionErrors },
    }),
    async (c) => {
      const { accountId } = c.get('session');
      return c.json(
        ok(await sendBindPhoneCode(deps, limits, accountId, c.get('ip'), c.req.valid('json'))),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/bind/phone`,
      tags,
      security,
      summary: 'Bind (or, with loginPassword, replace) the phone with its code',
      request: json(BindPhoneRequest),
      responses: { 200: done, ...sessionErrors },
    }),
    async (c) => {
      await bindPhone(deps, limits, c.get('session').accountId, c.req.valid('json'));
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/bind/email/code`,
      tags,
      security,
      summary: 'E-mail a code to the address being bound',
      request: json(BindEmailCodeRequest),
      responses: { 200: jsonContent(SmsCodeResponse, 'Code sent'), ...sessionErrors },
    }),
    async (c) => {
      const { accountId } = c.get('session');
      return c.json(
        ok(await sendBindEmailCode(deps, limits, accountId, c.get('ip'), c.req.valid('json'))),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/bind/email`,
      tags,
      security,
      summary: 'Bind (or, with loginPassword, replace) the e-mail with its code',
      request: json(BindEmailRequest),
      responses: { 200: done, ...sessionErrors },
    }),
    async (c) => {
      await bindEmail(deps, limits, c.get('session').accountId, c.req.valid('json'));
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/second-step-method`,
      tags,
      security,
      summary: 'How a login from a new address is confirmed: sms, email, totp or payee',
      request: json(SecondStepMethodRequest),
      responses: { 200: done, ...sessionErrors },
    }),
    async (c) => {
      const { accountId } = c.get('session');
      const { method } = c.req.valid('json');
      const row = await loadSecurity(deps.db, accountId);
      if (!methodBound(row, method))
        throw new AppError('NOT_BOUND', `nothing bound for ${method}`, { field: 'method' });
      await deps.db
        .update(accountSecurity)
        .set({ secondStepMethod: method })
        .where(eq(accountSecurity.accountId, accountId));
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/logins`,
      tags,
      security,
      summary: 'The last 20 logins of the account',
      responses: { 200: jsonContent(LoginHistoryResponse, 'Newest first'), ...sessionErrors },
    }),
    async (c) => c.json(ok(await findLogins(deps.db, c.get('session').accountId)), 200),
  );

  return app;
}
