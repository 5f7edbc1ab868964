import type { IncomingMessage } from 'node:http';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv, Deps } from './core/context/deps';
import type { FastLane } from './fast-lane';
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
import { feedbackRoutes } from './features/feedback/routes';
import { operatorRoutes } from './features/operator/routes';
import { requireOperator } from './features/operator';
import { staffRoutes } from './features/staff';
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
import { AppError } from './core/context/errors';
import { errorResponse, toAppError } from './core/http/error-reply';
import { pipeline, PROBES_AFTER, type Check } from './core/http/pipeline';
import { createShellHints } from './features/shell/find-shell-hints';
import { loadStaticSite } from './static';

/** Paths answered by the API (JSON errors); everything else is the PWA. */
const isApiPath = (p: string) =>
  /^\/(wps|lgw|img)\//.test(p) || /^\/(openapi\.json|ping\.json|healthz|readyz)$/.test(p);

/**
 * `lane`: the fast lane (ADR 042) this app fills with its public prepared answers; main.ts's.
 * `checks`: the request pipeline; a test passes another to see every transport run it.
 */
export function createApp(deps: Deps, lane?: FastLane, checks: readonly Check[] = pipeline) {
  const app = new OpenAPIHono<AppEnv>();
  const site = loadStaticSite(deps.config.distDir, createShellHints(deps));
  if (!site.available)
    deps.log.warn({ distDir: deps.config.distDir }, 'no built PWA found: serving the API only');

  app.use(async (c, next) => {
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
  // The request pipeline (decision 096), the lanes' too; the balancer's probes answer inside it,
  // before the gate and the body limits: a probe costs nothing and is never gated.
  for (const check of checks) {
    app.use(check.middleware(deps));
    if (check.name === PROBES_AFTER) app.route('/', healthRoutes(deps));
  }

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
  // Before operatorRoutes, whose /ops/* catch-all answers NOT_FOUND; each guards its own paths
  // (staff's login steps take no credentials).
  app.route('/', staffRoutes(deps, requireOperator(deps)));
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
  app.onError((err, c) => errorResponse(c, toAppError(err, deps, c.get('requestId'))));
  return app;
}

/** A public prepared answer the chain let through as it is: the lane may repeat it for its URL. */
function keepPublicAnswer(c: Context<AppEnv>, lane: FastLane, generation: number) {
  const answer = c.get('publicAnswer');
  const url = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url;
  if (!answer || !url || c.req.method !== 'GET' || (c.res.status !== 200 && c.res.status !== 304)) return;
  lane.record(url, c.req.path, answer, generation);
}
