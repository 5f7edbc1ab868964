import { accountsCalls } from '../../../contract/accounts/calls';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { Deps } from '../../core/context/deps';
import { ok } from '../../core/context/errors';
import { createRouter, errorResponses, route } from '../../core/http/openapi';
import { createLimits } from '../../core/limits/limits';
import { issueCaptcha } from './store';

export function captchaRoutes(deps: Deps) {
  const limits = createLimits(deps.pool);
  const app = createRouter();

  app.openapi(
    route(accountsCalls.captcha, {
      tags: ['accounts'],
      summary: 'A new captcha: a PNG of 4 digits; answer once within 2 minutes with its captchaId',
      answer: 'The captcha',
      errors: {
        429: { description: 'TOO_MANY_REQUESTS', content: { 'application/json': { schema: ErrorEnvelope } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      await limits.captcha.take(c.get('ip'));
      c.header('Cache-Control', 'no-store');
      return c.json(ok(await issueCaptcha(deps.db)), 200);
    },
  );

  return app;
}
