import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { httpStatusOf } from '../../../contract/errors';
import {
  SEAMLESS_CLOCK_SKEW_MS,
  SEAMLESS_HEADERS,
  SEAMLESS_NONCE_TTL_MS,
  SeamlessErrorResponse,
  SeamlessResponse,
  seamlessActions,
  seamlessRequestOf,
  type SeamlessAction,
  type SeamlessAnswer,
} from '../../../contract/wallet';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, ok } from '../../lib/errors';
import { createRouter, jsonContent } from '../../lib/openapi';
import { verifyingKeys, type KeyRing } from '../../lib/secrets';
import { timestampFresh, verifyWithAnyKey } from '../../lib/signature';
import * as seamless from './seamless';

const VendorParam = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
const NonceHeader = /^[A-Za-z0-9_-]{8,64}$/;

const summaries: Record<SeamlessAction, string> = {
  authenticate: 'Provider: who holds this launch token → playerId, currency, balance',
  balance: 'Provider: the balance of a player',
  bet: 'Provider: debit a bet (needs a live launch token); transactionId is the idempotency key',
  win: 'Provider: credit a win to its bet (betTransactionId or roundId); expired tokens do not matter',
  rollback: 'Provider: reverse a bet at most once; a rollback before its bet refuses the late bet',
  jackpot:
    "Provider: a settled bet's round drew the progressive jackpot; the operator pays its pool once per bet",
};

/** A call that moves no money has no transaction: its nonce is claimed on its own, first. */
const readCall =
  <B>(f: (db: Db, vendor: string, body: B) => Promise<SeamlessAnswer>) =>
  async (db: Db, vendor: string, body: B, nonce: string) => {
    if (!(await firstUseOfNonce(db, vendor, nonce)))
      throw new AppError('STALE_REQUEST', 'X-Nonce was used in the last 5 minutes');
    return f(db, vendor, body);
  };

/** A handler gets the request's nonce to claim in its own transaction (money calls, decision 047). */
type Handler = (db: Db, vendor: string, body: never, nonce: string) => Promise<SeamlessAnswer>;
const handlersFor = (limits: seamless.WinLimits): Record<SeamlessAction, Handler> => ({
  authenticate: readCall(seamless.authenticate),
  balance: readCall(seamless.balance),
  bet: seamless.bet,
  win: (db, vendor, body: Parameters<typeof seamless.win>[2], nonce) =>
    seamless.win(db, vendor, body, limits, nonce),
  rollback: seamless.rollback,
  jackpot: seamless.jackpot,
});

/**
 * The operator's seamless-wallet API (design section 6), at POST /wps/seamless/{vendor}/{action}:
 * what game providers call to move a player's money. The house provider is one client of it
 * (ADR 030); `providerKeys` are the keys it signs with. The raw body is signed: X-Signature is the hex
 * HMAC-SHA256 of `${X-Timestamp}.${X-Nonce}.${body}`; a timestamp more than 30 s off or a nonce
 * seen in the last 5 minutes (kept in PostgreSQL, so every app node sees it) is STALE_REQUEST.
 * Answers are the envelope; a refusal carries { status: CODE, balance } when the player is known.
 */
export function seamlessRoutes(deps: Deps, providerKeys: KeyRing) {
  const app = createRouter();
  const keys = verifyingKeys(providerKeys);
  const vendors = knownVendors(deps.db);
  const handlers = handlersFor({
    multiple: deps.config.maxWinMultiple,
    perRound: deps.config.maxWinPerRound,
  });

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
    const vendor = c.req.param('vendor');
    let body: Record<string, unknown> | undefined;
    try {
      const action = c.req.param('action');
      if (!(seamlessActions as readonly string[]).includes(action))
        throw new AppError('NOT_FOUND', `no seamless action ${action}`);
      if (!VendorParam.safeParse(vendor).success || !(await vendors.has(vendor)))
        throw new AppError('NOT_FOUND', `no vendor ${vendor}`);

      const raw = await c.req.text();
      const timestamp = c.req.header(SEAMLESS_HEADERS.timestamp) ?? '';
      const nonce = c.req.header(SEAMLESS_HEADERS.nonce) ?? '';
      const signature = c.req.header(SEAMLESS_HEADERS.signature) ?? '';
      if (!timestampFresh(timestamp, Date.now(), SEAMLESS_CLOCK_SKEW_MS))
        throw new AppError('STALE_REQUEST', 'X-Timestamp is missing or more than 30 s off');
      if (!NonceHeader.test(nonce)) throw new AppError('BAD_REQUEST', 'X-Nonce is missing or malformed');
      if (!verifyWithAnyKey(keys, timestamp, nonce, raw, signature))
        throw new AppError('INVALID_SIGNATURE', 'X-Signature does not match');

      try {
        const parsed: unknown = JSON.parse(raw);
        body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
      } catch {
        throw new AppError('BAD_REQUEST', 'malformed JSON body');
      }
      const input = seamlessRequestOf[action as SeamlessAction].safeParse(body);
      if (!input.success) {
        const issue = input.error.issues[0];
        const field = issue?.path.join('.') || undefined;
        throw new AppError('BAD_REQUEST', `${field ?? 'body'}: ${issue?.message ?? 'invalid'}`, {
          ...(field ? { field } : {}),
        });
      }
      // The nonce is claimed by the handler: money calls write it in their own transaction.
      const result = await handlers[action as SeamlessAction](deps.db, vendor, input.data as never, nonce);
      pruneNonces(deps);
      return c.json(ok(result), 200);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // A win beyond its ceiling is a provider gone wrong (or compromised): an alert, not a refusal.
      if (err.code === 'WIN_LIMIT_EXCEEDED')
        deps.log.error({ vendor, reason: err.message }, 'seamless win refused: beyond the win limit');
      return refusal(c, deps.db, vendor, err, body?.playerId);
    }
  });
  return app;
}

async function refusal(c: Context, db: Db, vendor: string, err: AppError, playerId: unknown) {
  const known = await seamless.balanceForRefusal(db, vendor, playerId);
  const body = {
    success: false as const,
    code: err.code,
    message: err.message,
    value: { status: err.code, ...known },
  };
  return c.json(body, httpStatusOf[err.code] as ContentfulStatusCode);
}

/** True the first time a nonce is seen within the replay window, across every app node. */
async function firstUseOfNonce(db: Db, vendor: string, nonce: string): Promise<boolean> {
  const ttl = `${SEAMLESS_NONCE_TTL_MS} milliseconds`;
  const r = await db.execute(sql`
    INSERT INTO seamless_nonces (vendor_code, nonce) VALUES (${vendor}, ${nonce})
    ON CONFLICT (vendor_code, nonce) DO UPDATE SET seen_at = now()
      WHERE seamless_nonces.seen_at < now() - ${ttl}::interval
    RETURNING 1`);
  return r.rows.length > 0;
}

/** Old nonces can never pass the timestamp check again: drop them now and then, off the answer's path. */
function pruneNonces(deps: Deps) {
  if (Math.random() >= 0.002) return;
  const ttl = `${SEAMLESS_NONCE_TTL_MS} milliseconds`;
  deps.db
    .execute(sql`DELETE FROM seamless_nonces WHERE seen_at < now() - ${ttl}::interval * 2`)
    .catch((err: unknown) => deps.log.warn({ err }, 'seamless nonces: pruning failed'));
}

/** Vendor codes, reloaded at most once a minute. */
function knownVendors(db: Db) {
  let codes: Set<string> | undefined;
  let loadedAt = 0;
  return {
    async has(code: string) {
      if (!codes || Date.now() - loadedAt > 60_000) {
        const r = await db.execute<{ code: string }>(sql`SELECT code FROM vendors`);
        codes = new Set(r.rows.map((row) => row.code));
        loadedAt = Date.now();
      }
      return codes.has(code);
    },
  };
}
