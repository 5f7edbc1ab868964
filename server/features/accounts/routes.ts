import { createRoute, z } from '@hono/zod-openapi';
import {
  AffiliateQuery,
  AffiliateResponse,
  ChangePasswordRequest,
  FreeplayRequest,
  LoginRequest,
  LoginResponse,
  MemberInfoResponse,
  MemberLanguageRequest,
  RegisterRequest,
  SecondStepRequest,
  SessionResponse,
} from '../../../contract/accounts';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { Deps } from '../../deps';
import { AppError, ok } from '../../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { findAccountById } from './account-record';
import { changePassword } from './change-password';
import { completeLogin, requestMeta } from './complete-login';
import { freeplay } from './freeplay';
import { createLimits } from '../../lib/limits';
import { checkEntry, login, type AccountsContext } from './login';
import { avatarSvg, loadAccount, memberInfo } from './member-info';
import { findInvitation, register } from './register';
import { requireSession } from '../../lib/require-session';
import { dataSealer } from '../../lib/sealed';
import { answerChallenge } from './second-step';
import { revokeSession } from '../../lib/sessions';
import { setMemberLanguage } from './set-language';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelope } },
});
const authErrors = {
  401: failure('NOT_LOGGED_IN'),
  403: failure('NEED_REAL_ACCOUNT (trial accounts)'),
};
const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

export function accountsRoutes(deps: Deps) {
  const ctx: AccountsContext = {
    deps,
    site: deps.siteData,
    limits: createLimits(deps.pool),
  };
  const app = createRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  const noStore = (c: { header(name: string, value: string): void }) => c.header('Cache-Control', 'no-store');

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/session/login',
      tags,
      summary: 'Log in by username and password, or by mobile number and SMS code',
      description:
        'From an address the account has not used, a username login answers SECOND_STEP instead of a token. ' +
        'After 3 failures for a name from one address the error carries captchaRequired and the next ' +
        'attempts need a captcha; after 10, TOO_MANY_REQUESTS with Retry-After for 5 minutes.',
      request: { body: jsonBody(LoginRequest) },
      responses: {
        200: jsonContent(LoginResponse, 'A session, or the second step to complete'),
        401: failure('INVALID_CREDENTIALS'),
        403: failure('NON_AGENT, MEMBER_NO_ENTER'),
        429: failure('TOO_MANY_REQUESTS'),
        ...errorResponses,
      },
    }),
    async (c) => {
      noStore(c);
      return c.json(ok(await login(ctx, c.req.valid('json'), requestMeta(c))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/session/login/second-step',
      tags,
      summary: 'Complete a login from a new address (SMS or e-mail code, authenticator code, payee name)',
      request: { body: jsonBody(SecondStepRequest) },
      responses: {
        200: jsonContent(SessionResponse, 'The session'),
        401: failure('SECOND_STEP_FAILED'),
        ...errorResponses,
      },
    }),
    async (c) => {
      noStore(c);
      const { challengeId, answer } = c.req.valid('json');
      const meta = requestMeta(c);
      const done = await answerChallenge(
        deps.db,
        dataSealer(deps.config),
        (id) => findAccountById(deps.db, id),
        challengeId,
        answer,
        meta.ip,
      );
      const account = await loadAccount(deps.db, done.accountId);
      checkEntry(account, done.area === 'agent' ? 'agent' : 'member');
      return c.json(ok(await completeLogin(deps.db, ctx.site, account, meta, 'second-step')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/session/login/freeplay',
      tags,
      summary: 'Free demo login: a new trial account and its session',
      request: { body: { required: false, content: { 'application/json': { schema: FreeplayRequest } } } },
      responses: {
        200: jsonContent(SessionResponse, 'The trial session'),
        403: failure('FORBIDDEN (free play off)'),
        429: failure('TOO_MANY_REQUESTS'),
        ...errorResponses,
      },
    }),
    async (c) => {
      noStore(c);
      return c.json(ok(await freeplay(ctx, requestMeta(c))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/wps/session/logout',
      tags,
      summary: 'End the session of this token',
      security: bearer,
      middleware: [requireSession(deps, { allowTrial: true })] as const,
      responses: { 200: jsonContent(SessionEndedResponse, 'Logged out'), ...authErrors, ...errorResponses },
    }),
    async (c) => {
      await revokeSession(deps.db, c.get('session').sessionId);
      noStore(c);
      return c.json(ok(null), 200);
    },
  );

  for (const [path, kind] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.openapi(
      createRoute({
        method: 'put',
        path,
        tags,
        summary:
          kind === 'username'
            ? 'Register by username (USERNAMEREG3); logs in'
            : 'Register by mobile number, which becomes the login name (MOBILENUMREG3); logs in',
        description:
          'Every field is checked against the rules of GET /wps/system/setting/register. With REGMOBVERF3 on, ' +
          'mobileNum, countryDialingCode and verificationCode (from the register SMS) are required.',
        request: { body: jsonBody(RegisterRequest) },
        responses: {
          200: jsonContent(SessionResponse, 'The new member, logged in'),
          403: failure('FORBIDDEN (this way of registering is off)'),
          409: failure('ACCOUNT_EXISTS, PHONE_TAKEN, EMAIL_TAKEN'),
          429: failure('TOO_MANY_REQUESTS'),
          ...errorResponses,
        },
      }),
      async (c) => {
        noStore(c);
        return c.json(ok(await register(ctx, kind, c.req.valid('json'), requestMeta(c))), 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/agent/affiliate',
      tags,
      summary: 'Check an invitation (affiliate) code before registering',
      request: { query: AffiliateQuery },
      responses: { 200: jsonContent(AffiliateResponse, 'The code is valid'), ...errorResponses },
    }),
    async (c) => {
      const found = await findInvitation(ctx, c.req.valid('query').code);
      if (!found) throw new AppError('INVALID_INVITATION_CODE', 'unknown invitation code', { field: 'code' });
      noStore(c);
      return c.json(ok({ valid: true as const, agentNickname: found.agentNickname }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/info',
      tags,
      summary: 'The logged-in account (trial accounts too)',
      security: bearer,
      middleware: [requireSession(deps, { allowTrial: true })] as const,
      responses: { 200: jsonContent(MemberInfoResponse, 'Member info'), ...authErrors, ...errorResponses },
    }),
    async (c) => {
      noStore(c);
      return c.json(ok(await memberInfo(deps.db, c.get('session').accountId)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/wps/member/language',
      tags,
      summary: 'The language the member switched the lobby to',
      security: bearer,
      middleware: [requireSession(deps, { allowTrial: true })] as const,
      request: { body: jsonBody(MemberLanguageRequest) },
      responses: { 200: jsonContent(SessionEndedResponse, 'Kept'), ...authErrors, ...errorResponses },
    }),
    async (c) => {
      await setMemberLanguage(deps.db, c.get('session').accountId, c.req.valid('json').language);
      noStore(c);
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/info/icon',
      tags,
      summary: 'Generated avatar of the logged-in account',
      security: bearer,
      middleware: [requireSession(deps, { allowTrial: true })] as const,
      responses: {
        200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
        ...authErrors,
      },
    }),
    async (c) => {
      const account = await loadAccount(deps.db, c.get('session').accountId);
      // One URL for every account: a cached copy would show the previous account's avatar.
      c.header('Cache-Control', 'private, no-store');
      return c.body(avatarSvg(account), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/member/password',
      tags,
      summary: 'Change password; every other session of the account ends',
      security: bearer,
      middleware: [requireSession(deps)] as const,
      request: { body: jsonBody(ChangePasswordRequest) },
      responses: {
        200: jsonContent(SessionEndedResponse, 'Changed'),
        ...authErrors,
        429: failure('TOO_MANY_REQUESTS'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await changePassword(ctx, c.get('session'), c.req.valid('json'));
      noStore(c);
      return c.json(ok(null), 200);
    },
  );

  return app;
}

/** Calls that answer nothing but success. */
const SessionEndedResponse = z.object({
  success: z.literal(true),
  code: z.literal('OK'),
  message: z.string(),
  value: z.null(),
});
