import { healthCalls } from '../../../contract/health/calls';
import type { Deps } from '../../core/context/deps';
import { RETRY_AFTER_SECONDS } from '../../db/health';
import { AppError, ok } from '../../core/context/errors';
import { createRouter, errorResponses, route } from '../../core/http/openapi';

const tags = ['health'];

/**
 * Probes for a load balancer (decision 026). Both answer from memory: liveness needs nothing,
 * readiness reads the supervisor's last probe (every 2 s), so a balancer polling every second
 * costs the database nothing. Registered before the site gate: maintenance is not sickness.
 */
export function healthRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    route(healthCalls.liveness, { tags, summary: 'Liveness: the process runs', answer: 'Live', errors: {} }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(ok({ status: 'live' as const }), 200);
    },
  );

  app.openapi(
    route(healthCalls.readiness, {
      tags,
      summary: 'Readiness: the database answers and the migrations are applied (503 otherwise)',
      answer: 'Ready',
      errors: errorResponses,
    }),
    (c) => {
      const health = deps.dbHealth;
      if (!health.ready)
        throw new AppError('SERVICE_UNAVAILABLE', `database unavailable: ${health.reason}`, {
          retryAfter: RETRY_AFTER_SECONDS,
        });
      c.header('Cache-Control', 'no-store');
      return c.json(ok({ status: 'ready' as const }), 200);
    },
  );

  return app;
}
