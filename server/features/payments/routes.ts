import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { envelope, ErrorEnvelope } from '../../../contract/envelope';
import {
  AddBankCardRequest,
  BankCardResponse,
  BankCardsResponse,
  ConfirmWithdrawalRequest,
  CreateDepositRequest,
  CreateWithdrawalRequest,
  DepositChannelsResponse,
  DepositPageResponse,
  DepositResponse,
  IdParam,
  PageQuery,
  PROOF_MAX_BYTES,
  WithdrawInfoResponse,
  WithdrawalPageResponse,
  WithdrawalResponse,
} from '../../../contract/payments';
import type { AppEnv, Deps } from '../../deps';
import { AppError, ok } from '../../lib/errors';
import { limitBody } from '../../lib/limit-body';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { demoGatewayKeys } from '../../providers/payment/demo-gateway';
import { demoGatewayRoutes } from '../../providers/payment/demo-routes';
import { createPaymentGateways } from '../../providers/payment';
import { requireSession } from '../../lib/require-session';
import { createLimits } from '../../lib/limits';
import { addBankCard, findBankCards, removeBankCard } from './bank-cards';
import { findChannels } from './channels';
import { confirmWithdrawal } from './confirm-withdrawal';
import { createDeposit } from './create-deposit';
import { createWithdrawal } from './create-withdrawal';
import { findDeposits, getDeposit } from './find-deposits';
import { findWithdrawals, getWithdrawal } from './find-withdrawals';
import { getWithdrawInfo } from './get-withdraw-info';
import { handleCallback } from './handle-callback';
import { readProof, saveProof } from './proof';

const tags = ['cashier'];
const security = [{ bearerAuth: [] }];
const base = '/wps/member';
const memberErrors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'NEED_REAL_ACCOUNT (trial accounts)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND'),
  409: jsonContent(
    ErrorEnvelope,
    'INSUFFICIENT_FUNDS, WRONG_STATE, DUPLICATE_TRANSACTION, LIMIT_REACHED, ALREADY_BOUND, NOT_BOUND',
  ),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS (payment password guesses)'),
  ...errorResponses,
};
const json = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** Money answers are per member and change any moment: never stored on the way. */
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};

/**
 * Deposits (depositv2), bank cards and withdrawals (withdraw) for members; the gateways' signed
 * callbacks at /pay/callback/{gateway}; the demo gateway's bank page; withdrawal proof images at
 * /files/withdrawals/{id}/proof (outside /wps because of their 5 MB body limit).
 */
export function paymentsRoutes(deps: Deps) {
  const app = createRouter();
  const gateways = createPaymentGateways(deps.config);
  const failures = createLimits(deps.pool).secretFailures;
  const session = requireSession(deps);
  app.use(`${base}/deposit/*`, session);
  app.use(`${base}/deposits`, session);
  app.use(`${base}/deposits/*`, session);
  app.use(`${base}/bank-cards`, session);
  app.use(`${base}/bank-cards/*`, session);
  app.use(`${base}/withdrawals`, session);
  app.use(`${base}/withdrawals/*`, session);
  const who = (c: Context<AppEnv>) => c.get('session').accountId;

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/deposit/channels`,
      tags,
      security,
      summary: 'Deposit channels (bank transfer, online gateway) with their limits',
      responses: { 200: jsonContent(DepositChannelsResponse, 'Channels'), ...memberErrors },
    }),
    async (c) => reply(c, await findChannels(deps.db, gateways)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/deposits`,
      tags,
      security,
      summary: 'Start a deposit: bank transfer (reference + our bank) or gateway (redirectUrl)',
      description:
        'requestId is the idempotency key: a double tap returns the same deposit. AMOUNT_OUT_OF_RANGE ' +
        'outside the channel limits.',
      request: json(CreateDepositRequest),
      responses: { 200: jsonContent(DepositResponse, 'The pending deposit'), ...memberErrors },
    }),
    async (c) =>
      reply(
        c,
        await createDeposit(
          deps.db,
          gateways,
          who(c),
          c.req.valid('json'),
          (id) => `/member?tab=depositv2&deposit=${id}`,
        ),
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/deposits`,
      tags,
      security,
      summary: "The member's deposits, newest first",
      request: { query: PageQuery },
      responses: { 200: jsonContent(DepositPageResponse, 'A page'), ...memberErrors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findDeposits(deps.db, who(c), q.page, q.pageSize));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/deposits/{id}`,
      tags,
      security,
      summary: 'One deposit (the PWA polls it after the gateway sends the member back)',
      request: { params: IdParam },
      responses: { 200: jsonContent(DepositResponse, 'The deposit'), ...memberErrors },
    }),
    async (c) => reply(c, await getDeposit(deps.db, who(c), c.req.valid('param').id)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/bank-cards`,
      tags,
      security,
      summary: 'Bound bank cards (numbers masked)',
      responses: { 200: jsonContent(BankCardsResponse, 'Cards'), ...memberErrors },
    }),
    async (c) => reply(c, await findBankCards(deps.db, who(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/bank-cards`,
      tags,
      security,
      summary: "Bind a bank card; the holder must be the member's payee name (set by the first bind)",
      request: json(AddBankCardRequest),
      responses: { 200: jsonContent(BankCardResponse, 'The card'), ...memberErrors },
    }),
    async (c) => reply(c, await addBankCard(deps.db, who(c), c.req.valid('json'))),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/bank-cards/{id}`,
      tags,
      security,
      summary: 'Unbind a bank card',
      request: { params: IdParam },
      responses: { 200: jsonContent(envelope(z.null()), 'Done (value null)'), ...memberErrors },
    }),
    async (c) => {
      await removeBankCard(deps.db, who(c), c.req.valid('param').id);
      return reply(c, null);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/withdrawals/info`,
      tags,
      security,
      summary: 'Withdrawal limits, confirmation minutes, payee name, payment password set, balance',
      responses: { 200: jsonContent(WithdrawInfoResponse, 'Info'), ...memberErrors },
    }),
    async (c) => reply(c, await getWithdrawInfo(deps.db, who(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/withdrawals`,
      tags,
      security,
      summary: 'Ask for a withdrawal (payment password); the amount is held at once',
      request: json(CreateWithdrawalRequest),
      responses: { 200: jsonContent(WithdrawalResponse, 'The pending withdrawal'), ...memberErrors },
    }),
    async (c) => reply(c, await createWithdrawal(deps.db, failures, who(c), c.req.valid('json'))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/withdrawals`,
      tags,
      security,
      summary: "The member's withdrawals, newest first (overdue confirmations count as received)",
      request: { query: PageQuery },
      responses: { 200: jsonContent(WithdrawalPageResponse, 'A page'), ...memberErrors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findWithdrawals(deps.db, who(c), q.page, q.pageSize));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/withdrawals/{id}`,
      tags,
      security,
      summary: 'One withdrawal',
      request: { params: IdParam },
      responses: { 200: jsonContent(WithdrawalResponse, 'The withdrawal'), ...memberErrors },
    }),
    async (c) => reply(c, await getWithdrawal(deps.db, who(c), c.req.valid('param').id)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/withdrawals/{id}/confirm`,
      tags,
      security,
      summary: 'After payment: received (amountReceived), fully paid, or not received (proof uploaded first)',
      request: { params: IdParam, ...json(ConfirmWithdrawalRequest) },
      responses: { 200: jsonContent(WithdrawalResponse, 'The withdrawal'), ...memberErrors },
    }),
    async (c) =>
      reply(c, await confirmWithdrawal(deps.db, who(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  // Proof images: raw PNG/JPEG bodies up to 5 MB, so outside /wps and its 64 KiB body limit. The
  // site gate (maintenance, region) is applied here as it is for /wps.
  const proofPath = '/files/withdrawals/:id/proof';
  app.use(proofPath, async (c, next) => {
    const gate = await deps.site.gateFor(c.get('ip'));
    if (gate.status === 2) throw new AppError('REGION_RESTRICTED', 'access restricted for this address');
    if (gate.status === 1) throw new AppError('MAINTENANCE', 'the site is under maintenance');
    return next();
  });
  app.use(proofPath, limitBody(PROOF_MAX_BYTES + 1));
  app.use(proofPath, session);
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: '/files/withdrawals/{id}/proof',
      tags,
      security,
      summary: 'Upload the proof image of a "not received" answer: raw PNG or JPEG body, 5 MB at most',
      description:
        'The type is read from the bytes (UNSUPPORTED_FILE otherwise); a new upload replaces the old.',
      request: {
        params: IdParam,
        body: {
          required: true,
          content: { 'image/png': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
        },
      },
      responses: {
        200: jsonContent(WithdrawalResponse, 'The withdrawal (hasProof true)'),
        413: jsonContent(ErrorEnvelope, 'PAYLOAD_TOO_LARGE'),
        415: jsonContent(ErrorEnvelope, 'UNSUPPORTED_FILE'),
        ...memberErrors,
      },
    }),
  );
  app.post(proofPath, async (c) => {
    const { id } = IdParam.parse({ id: c.req.param('id') });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await saveProof(deps.db, deps.blobs, who(c), id, bytes);
    return reply(c, await getWithdrawal(deps.db, who(c), id));
  });
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/files/withdrawals/{id}/proof',
      tags,
      security,
      summary: 'The proof image, to its owner only (operators: /ops/withdrawals/{id}/proof)',
      request: { params: IdParam },
      responses: {
        200: { description: 'The image', content: { 'image/png': { schema: z.string() } } },
        ...memberErrors,
      },
    }),
  );
  app.get(proofPath, async (c) => {
    const { id } = IdParam.parse({ id: c.req.param('id') });
    const proof = await readProof(deps.db, deps.blobs, id, who(c));
    return proofResponse(c, proof);
  });

  // The gateways' server-to-server callbacks: the adapter verifies the signature over the raw body.
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

  if (gateways.has('demo')) app.route('/', demoGatewayRoutes(deps, demoGatewayKeys(deps.config)));
  // Unknown /pay and /files paths are API errors, not the PWA's index page.
  app.all('/pay/*', () => {
    throw new AppError('NOT_FOUND', 'no such payment path');
  });
  app.all('/files/*', () => {
    throw new AppError('NOT_FOUND', 'no such file');
  });
  return app;
}

/** Served inline with its checked type; private, never cached, never sniffed (global nosniff). */
export function proofResponse(c: Context, proof: { bytes: Buffer; type: string }) {
  return c.body(new Uint8Array(proof.bytes), 200, {
    'Content-Type': proof.type,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': 'inline; filename="proof"',
  });
}
