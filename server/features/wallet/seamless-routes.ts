import { createRoute, z } from '@hono/zod-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  SEAMLESS_HEADERS,
  SeamlessErrorResponse,
  SeamlessResponse,
  seamlessActions,
  seamlessRequestOf,
  type SeamlessAction,
} from '../../../contract/wallet/schemas';
import type { Deps } from '../../core/context/deps';
import { createRouter, jsonContent } from '../../core/http/openapi';
import type { KeyRing } from '../../core/context/secrets';
import { seamlessCalls, VENDOR_PATTERN } from './seamless-call';

const VendorParam = z.string().regex(VENDOR_PATTERN);

const summaries: Record<SeamlessAction, string> = {
  authenticate: 'Provider: who holds this launch token → playerId, currency, balance',
  balance: 'Provider: the balance of a player',
  bet: 'Provider: debit a bet (needs a live launch token); transactionId is the idempotency key',
  win: 'Provider: credit a win to its bet (betTransactionId or roundId); expired tokens do not matter',
  rollback: 'Provider: reverse a bet at most once; a rollback before its bet refuses the late bet',
  jackpot:
    "Provider: a settled bet's round drew the progressive jackpot; the operator pays its pool once per bet",
};

/**
 * The operator's seamless-wallet API (design section 6), at POST /wps/seamless/{vendor}/{action}:
 * what game providers call to move a player's money. The house provider is one client of it
 * (ADR 030); `providerKeys` are the keys it signs with. What a call answers is seamless-call.ts's,
 * shared with the seamless lane that answers most calls before this router (ADR 067).
 */
export function seamlessRoutes(deps: Deps, providerKeys: KeyRing) {
  const app = createRouter();
  const answer = seamlessCalls(deps, providerKeys);

  for (const action of seamlessActions) {
    app.openAPIRegistry.registerPath(
      createRoute({
        method: 'post',
        path: `/wps/seamless/{vendor}/${action}`,
        tags: ['seamless wallet'],
        summary: summaries[action],
        request: {
          params: z.object({ vendor: VendorParam }),
          headers: z.object({
            'x-signature': z
              .string()
              .meta({ description: 'hex HMAC-SHA256(secret, `${timestamp}.${nonce}.${rawBody}`)' }),
            'x-timestamp': z.string().meta({ description: 'milliseconds since the epoch; ±30 s' }),
            'x-nonce': z.string().meta({ description: '8-64 of [A-Za-z0-9_-]; single use within 5 minutes' }),
          }),
          body: { required: true, content: { 'application/json': { schema: seamlessRequestOf[action] } } },
        },
        responses: {
          200: jsonContent(SeamlessResponse, 'Done (or the original answer of a replay)'),
          400: jsonContent(SeamlessErrorResponse, 'BAD_REQUEST'),
          401: jsonContent(SeamlessErrorResponse, 'INVALID_SIGNATURE, STALE_REQUEST, INVALID_TOKEN'),
          404: jsonContent(SeamlessErrorResponse, 'NOT_FOUND (player, vendor), BET_NOT_FOUND'),
          409: jsonContent(
            SeamlessErrorResponse,
            'INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION, ALREADY_ROLLED_BACK, BET_SETTLED',
          ),
        },
      }),
    );
  }

  app.post('/wps/seamless/:vendor/:action', async (c) => {
    c.header('Cache-Control', 'no-store');
    const reply = await answer({
      vendor: c.req.param('vendor'),
      action: c.req.param('action'),
      timestamp: c.req.header(SEAMLESS_HEADERS.timestamp) ?? '',
      nonce: c.req.header(SEAMLESS_HEADERS.nonce) ?? '',
      signature: c.req.header(SEAMLESS_HEADERS.signature) ?? '',
      raw: () => c.req.text(),
    });
    return c.json(reply.body, reply.status as ContentfulStatusCode);
  });
  return app;
}
