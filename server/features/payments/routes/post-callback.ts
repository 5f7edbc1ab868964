import { createRoute, z } from '@hono/zod-openapi';
import { envelope, ErrorEnvelope } from '../../../../contract/envelope';
import { limitBody } from '../../../core/http/limit-body';
import { jsonContent } from '../../../core/http/openapi';
import { handleCallback } from '../handle-callback';
import { reply, type PaymentsRoute } from './context';

/** The gateways' server-to-server callbacks: the adapter verifies the signature over the raw body. */
export const callback: PaymentsRoute = (app, { deps, gateways }) => {
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: '/pay/callback/{gateway}',
      tags: ['payment gateways'],
      summary: 'A payment gateway reports an order paid or failed (signed; idempotent by gateway reference)',
      description:
        'demo: X-Demo-Signature = hex HMAC-SHA256(key, `${X-Demo-Timestamp}.${paymentId}.${rawBody}`), ' +
        'body { orderId, paymentId, amount, status: paid|failed }. A replay changes nothing; a forged, ' +
        'unsigned or tampered one is INVALID_SIGNATURE and changes nothing.',
      request: { params: z.object({ gateway: z.string() }) },
      responses: {
        200: jsonContent(envelope(z.object({ id: z.number(), status: z.string() })), 'Applied or replayed'),
        401: jsonContent(ErrorEnvelope, 'INVALID_SIGNATURE, STALE_REQUEST'),
        404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
        409: jsonContent(ErrorEnvelope, 'WRONG_STATE'),
      },
    }),
  );
  app.use('/pay/callback/*', limitBody(16 * 1024));
  app.post('/pay/callback/:gateway', async (c) => {
    const raw = await c.req.text();
    const done = await handleCallback(deps.db, gateways, c.req.param('gateway'), raw, c.req.raw.headers);
    return reply(c, { id: done.id, status: done.status });
  });
};
