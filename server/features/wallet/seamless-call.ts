import { httpStatusOf } from '../../../contract/errors';
import {
  SEAMLESS_CLOCK_SKEW_MS,
  seamlessActions,
  seamlessRequestOf,
  type SeamlessAction,
  type SeamlessAnswer,
} from '../../../contract/wallet/schemas';
import type { Db } from '../../db/client';
import { vendors } from '../../db/schema';
import type { Deps } from '../../core/context/deps';
import { AppError, ok } from '../../core/context/errors';
import { verifyingKeys, type KeyRing } from '../../core/context/secrets';
import { timestampFresh, verifyWithAnyKey } from '../../core/sessions/signature';
import * as seamless from './seamless';
import { claimNonce, pruneNonces } from './seamless.sql';

export const VENDOR_PATTERN = /^[A-Za-z0-9_]{1,32}$/;
const NonceHeader = /^[A-Za-z0-9_-]{8,64}$/;

/** One signed call as it arrived: the path's parts, the three headers and the raw body. */
export type SignedCall = {
  vendor: string;
  action: string;
  timestamp: string;
  nonce: string;
  signature: string;
  /** Read only once the action and the vendor are known. */
  raw: () => Promise<string>;
};

/** The answer's status and envelope: what the route and the seamless lane both send as JSON. */
export type SignedReply = { status: number; body: object };

/** A call that moves no money has no transaction: its nonce is claimed on its own, first. */
const readCall =
  <B>(f: (db: Db, vendor: string, body: B) => Promise<SeamlessAnswer>) =>
  async (db: Db, vendor: string, body: B, nonce: string) => {
    if (!(await claimNonce(db, vendor, nonce)))
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
 * The operator's answer to one signed seamless call (design section 6), whoever carried it: the
 * Hono route (seamless-routes.ts) or the seamless lane in front of it (seamless-lane.ts, ADR
 * 067), so both answer alike by construction. The raw body is signed: X-Signature is the hex
 * HMAC-SHA256 of `${X-Timestamp}.${X-Nonce}.${body}`; a timestamp more than 30 s off or a nonce
 * seen in the last 5 minutes (kept in PostgreSQL, so every app node sees it) is STALE_REQUEST.
 * A refusal carries { status: CODE, balance } when the player is known. Anything but an AppError
 * is thrown on, for the caller's own 500 / 503.
 */
export function seamlessCalls(deps: Deps, providerKeys: KeyRing) {
  const keys = verifyingKeys(providerKeys);
  const vendors = knownVendors(deps.db);
  const handlers = handlersFor({
    multiple: deps.config.maxWinMultiple,
    perRound: deps.config.maxWinPerRound,
  });

  return async function answer(call: SignedCall): Promise<SignedReply> {
    const { vendor, action, timestamp, nonce } = call;
    let body: Record<string, unknown> | undefined;
    try {
      if (!(seamlessActions as readonly string[]).includes(action))
        throw new AppError('NOT_FOUND', `no seamless action ${action}`);
      if (!VENDOR_PATTERN.test(vendor) || !(await vendors.has(vendor)))
        throw new AppError('NOT_FOUND', `no vendor ${vendor}`);

      const raw = await call.raw();
      if (!timestampFresh(timestamp, Date.now(), SEAMLESS_CLOCK_SKEW_MS))
        throw new AppError('STALE_REQUEST', 'X-Timestamp is missing or more than 30 s off');
      if (!NonceHeader.test(nonce)) throw new AppError('BAD_REQUEST', 'X-Nonce is missing or malformed');
      if (!verifyWithAnyKey(keys, timestamp, nonce, raw, call.signature))
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
      pruneOldNonces(deps);
      return { status: 200, body: ok(result) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // A win beyond its ceiling is a provider gone wrong (or compromised): an alert, not a refusal.
      if (err.code === 'WIN_LIMIT_EXCEEDED')
        deps.log.error({ vendor, reason: err.message }, 'seamless win refused: beyond the win limit');
      return refusal(deps.db, vendor, err, body?.playerId);
    }
  };
}

async function refusal(db: Db, vendor: string, err: AppError, playerId: unknown): Promise<SignedReply> {
  const known = await seamless.balanceForRefusal(db, vendor, playerId);
  const body = {
    success: false as const,
    code: err.code,
    message: err.message,
    value: { status: err.code, ...known },
  };
  return { status: httpStatusOf[err.code], body };
}

/** Old nonces can never pass the timestamp check again: drop them now and then, off the answer's path. */
function pruneOldNonces(deps: Deps) {
  if (Math.random() >= 0.002) return;
  pruneNonces(deps.db).catch((err: unknown) => deps.log.warn({ err }, 'seamless nonces: pruning failed'));
}

/** Vendor codes, reloaded at most once a minute. */
function knownVendors(db: Db) {
  let codes: Set<string> | undefined;
  let loadedAt = 0;
  return {
    async has(code: string) {
      if (!codes || Date.now() - loadedAt > 60_000) {
        const rows = await db.select({ code: vendors.code }).from(vendors);
        codes = new Set(rows.map((row) => row.code));
        loadedAt = Date.now();
      }
      return codes.has(code);
    },
  };
}
