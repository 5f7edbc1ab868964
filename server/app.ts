import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Deps } from './core/context/deps';
import type { FastLane } from './fast-lane';
import { isDatabaseUnavailable, poolBusy, RETRY_AFTER_SECONDS } from './db/health';
import { healthRoutes } from './features/health/routes';
import { accountsRoutes } from './features/accounts/routes/index';
import { agentRoutes } from './features/agent/routes';
import { captchaRoutes } from './features/captcha/routes';
import { announcementsRoutes } from './features/announcements/routes';
import { helpRoutes } from './features/help/routes';
import { gamesMemberRoutes, gamesRoutes } from './features/games/routes/index';
import { launchRoutes } from './features/launch/routes';
import { mediaRoutes } from './features/media/routes';
import { passwordRoutes } from './features/passwords/routes';
import { securityRoutes } from './features/security/routes/index';
import { gateUnavailableSite } from './features/system/gate';
import { systemRoutes } from './features/system/routes/index';
import { verificationRoutes } from './features/verification/routes';
import { walletRoutes } from './features/wallet/routes/index';
import { seamlessRoutes } from './features/wallet/seamless-routes';
import { recordsRoutes } from './features/records/routes';
import { houseRoutes } from './house/routes';
import { houseProviderKeys } from './house/secret';
import { paymentsRoutes } from './features/payments/routes/index';
import { demoGatewayKeys } from './providers/payment/demo-gateway';
import { demoGatewayRoutes } from './providers/payment/demo-routes';
import { transfersRoutes } from './features/transfers/routes';
import { inboxRoutes } from './features/inbox/routes';
import { FEEDBACK_PATH, feedbackRoutes } from './features/feedback/routes';
import { CHAT_IMAGE_MAX_BYTES, isChatImageSendPath } from '../contract/chat';
import { operatorRoutes } from './features/operator/routes';
import { chatRoutes } from './features/chat';
import { giveUpRoutes, promotionRoutes } from './features/promotions';
import { rewardCentreRoutes } from './features/reward-centre';
import { rebateRoutes } from './features/rebate';
import { vipRoutes } from './features/vip';
import { pointsRoutes } from './features/points';
import { missionRoutes } from './features/missions';
import { jackpotRoutes } from './features/jackpot';
import { redEnvelopeRoutes } from './features/red-envelopes';
import { luckyRoutes } from './features/lucky';
import { referralRoutes } from './features/referral';
import { clientIp } from './core/http/client-ip';
import { allowDomainLines } from './core/http/cors';
import { limitBody } from './core/http/limit-body';
import { WPS_MAX_BODY } from './core/http/node-lane';
import { applySecurityHeaders } from './core/http/security-headers';
import { refuseControlCharacters } from './core/http/refuse-control-characters';
import { AppError } from './core/context/errors';
import { createShellHints } from './features/shell/find-shell-hints';
import { loadStaticSite } from './static';

/** Paths answered by the API (JSON errors); everything else is the PWA. */
const isApiPath = (p: string) =>
  /^\/(wps|lgw|img)\//.test(p) || /^\/(openapi\.json|ping\.json|healthz|readyz)$/.test(p);

/** Calls that need the database: refused at once while the supervisor sees it down. */
const needsDatabase = /^\/(wps|lgw|pay|ops|files)\//;

/** `lane`: the fast lane (ADR 042) this app fills with its public prepared answers; main.ts's. */
export function createApp(deps: Deps, lane?: FastLane) {
  const app = new OpenAPIHono<AppEnv>();
  const site = loadStaticSite(deps.config.distDir, createShellHints(deps));
  if (!site.available)
    deps.log.warn({ distDir: deps.config.distDir }, 'no built PWA found: serving the API only');

  app.use(async (c, next) => {
    c.set('requestId', c.req.header('x-request-id')?.slice(0, 64) || randomUUID());
    c.set('ip', clientIp(c, deps.config.trustProxy));
    const started = performance.now();
    const generation = lane?.generation ?? 0;
    await next();
    if (lane) keepPublicAnswer(c, lane, generation);
    const ms = Math.round(performance.now() - started);
    const line = { id: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms };
    // Only a 500 is our failure; 503 MAINTENANCE and friends are answers working as designed.
    if (c.res.status === 500) deps.log.error(line, 'request failed');
    else deps.log.debug(line, 'request');
  });
  app.use(allowDomainLines(deps));
  app.use(applySecurityHeaders());
  // Before the gate and the body limits: a balancer's probe costs nothing and is never gated.
  app.route('/', healthRoutes(deps));
  app.use(async (c, next) => {
    if (!deps.dbHealth.ready && needsDatabase.test(c.req.path)) throw databaseUnavailable();
    return next();
  });
  // PUT /wps/feedback carries up to 3 images: its router sets its own, larger limit; a chat image
  // send (member or console) one image.
  const wpsBody = limitBody(WPS_MAX_BODY);
  const chatImageBody = limitBody(CHAT_IMAGE_MAX_BYTES + 64 * 1024);
  app.use('/wps/*', (c, next) =>
    c.req.path === FEEDBACK_PATH
      ? next()
      : isChatImageSendPath(c.req.path)
        ? chatImageBody(c, next)
        : wpsBody(c, next),
  );
  app.use('/lgw/*', limitBody(64 * 1024));
  // As the routers do: these limits must apply before the control-character guard reads the body.
  const opsBody = limitBody(16 * 1024);
  app.use('/ops/*', (c, next) =>
    isChatImageSendPath(c.req.path) ? chatImageBody(c, next) : opsBody(c, next),
  );
  app.use('/pay/*', limitBody(16 * 1024));
  app.use(gateUnavailableSite(deps));
  app.use(refuseControlCharacters(/^\/(wps|lgw|ops|pay)\//));

  app.route('/', systemRoutes(deps));
  app.route('/', gamesRoutes(deps));
  app.route('/', gamesMemberRoutes(deps));
  app.route('/', launchRoutes(deps));
  app.route('/', announcementsRoutes(deps));
  app.route('/', helpRoutes(deps));
  app.route('/', mediaRoutes(deps));
  app.route('/', verificationRoutes(deps));
  app.route('/', passwordRoutes(deps));
  app.route('/', securityRoutes(deps));
  app.route('/', accountsRoutes(deps));
  app.route('/', agentRoutes(deps));
  app.route('/', captchaRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', recordsRoutes(deps));
  // The operator's seamless-wallet API, and the house provider as one client of it (ADR 030).
  const seamlessWallet = seamlessRoutes(deps, houseProviderKeys(deps.config));
  app.route('/', seamlessWallet);
  app.route(
    '/',
    houseRoutes(deps, (path, init) => seamlessWallet.request(path, init)),
  );
  // Before payments: its catch-all answers unknown /files paths.
  app.route('/', promotionRoutes(deps));
  app.route('/', giveUpRoutes(deps));
  app.route('/', rewardCentreRoutes(deps));
  app.route('/', rebateRoutes(deps));
  app.route('/', vipRoutes(deps));
  app.route('/', pointsRoutes(deps));
  app.route('/', missionRoutes(deps));
  app.route('/', jackpotRoutes(deps));
  app.route('/', redEnvelopeRoutes(deps));
  app.route('/', luckyRoutes(deps));
  app.route('/', referralRoutes(deps));
  // The demo gateway's bank page (an adapter's own pages), before the cashier's /pay catch-all.
  if (deps.payments.has('demo')) app.route('/', demoGatewayRoutes(deps, demoGatewayKeys(deps.config)));
  app.route('/', paymentsRoutes(deps));
  app.route('/', transfersRoutes(deps));
  app.route('/', inboxRoutes(deps));
  app.route('/', feedbackRoutes(deps));
  // Before operatorRoutes, whose /ops/* catch-all answers NOT_FOUND; it guards /ops/chat itself.
  app.route('/', chatRoutes(deps));
  app.route('/', operatorRoutes(deps));

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '1',
      description:
        'Every response is the envelope { success, code, message, value }. code is OK or one of ErrorCode; ' +
        'the client shows a text chosen by code, never message.',
    },
  });

  app.notFound((c) => {
    if (isApiPath(c.req.path))
      return errorResponse(c, new AppError('NOT_FOUND', `no route ${c.req.method} ${c.req.path}`));
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return errorResponse(c, new AppError('METHOD_NOT_ALLOWED', 'static files are read-only'));
    return site.handle(c);
  });
  app.onError((err, c) => errorResponse(c, toAppError(err, deps, c)));
  return app;
}

/** A public prepared answer the chain let through as it is: the lane may repeat it for its URL. */
function keepPublicAnswer(c: Context<AppEnv>, lane: FastLane, generation: number) {
  const answer = c.get('publicAnswer');
  const url = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url;
  if (!answer || !url || c.req.method !== 'GET' || (c.res.status !== 200 && c.res.status !== 304)) return;
  lane.record(url, c.req.path, answer, generation);
}

function toAppError(err: unknown, deps: Deps, c: Context<AppEnv>): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', err.message);
    if (err.status < 500) return new AppError('BAD_REQUEST', err.message || 'bad request');
  }
  if (err instanceof SyntaxError) return new AppError('BAD_REQUEST', 'malformed JSON body');
  // A lost connection is an outage the supervisor reports once, not a failure of this request.
  // Every err below goes through the logger's serializer, which drops a failed query's
  // parameters and a database error's detail (decision 025).
  const busy = poolBusy(err, deps.pool, deps.log, { id: c.get('requestId') });
  if (busy) return busy;
  if (isDatabaseUnavailable(err)) {
    deps.log.debug({ id: c.get('requestId'), err }, 'database unavailable');
    return databaseUnavailable();
  }
  if (!deps.dbHealth.ready) {
    deps.log.warn({ id: c.get('requestId'), err }, 'error while the database is unavailable');
    return databaseUnavailable();
  }
  deps.log.error({ id: c.get('requestId'), err }, 'unhandled error');
  return new AppError('INTERNAL', 'internal error');
}

const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'the database is unavailable; retry shortly', {
    retryAfter: RETRY_AFTER_SECONDS,
  });

function errorResponse(c: Context, err: AppError) {
  if (err.details.retryAfter) c.header('Retry-After', String(err.details.retryAfter));
  c.header('Cache-Control', 'no-store');
  return c.json(err.toBody(), err.status as ContentfulStatusCode);
}
