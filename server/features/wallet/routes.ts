import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorEnvelope } from '../../../contract/envelope';
import {
  ConsolidatedFundsResponse,
  MerchantWalletResponse,
  WalletBalanceResponse,
  WalletTransferRequest,
  WalletTransferResponse,
} from '../../../contract/wallet';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { requireSession } from '../../lib/require-session';
import { getBalance } from './get-balance';
import { getConsolidated } from './get-consolidated';
import { transfer } from './transfer';
import { isSingleWallet } from './wallet-mode';

const tags = ['wallet'];
const security = [{ bearerAuth: [] }];
const authErrors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Trial account (NEED_REAL_ACCOUNT)'),
};

/** Money answers are per member and change any moment: never stored on the way. */
const reply = <T>(c: Context, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};

/** Member wallet calls of spec section 7 (token required; trial accounts refused but for the mode). */
export function walletRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/v2/wallets/balance',
      tags,
      security,
      summary: 'Main wallet balance (minor units, string) and the vendor wallets',
      middleware: [requireSession(deps)],
      responses: { 200: jsonContent(WalletBalanceResponse, 'Balances'), ...authErrors, ...errorResponses },
    }),
    async (c) => reply(c, await getBalance(deps.db, c.get('session').accountId)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/relay/GCS_merchantWallet',
      tags,
      security,
      summary: 'Whether the merchant runs a single wallet (no transfers) — trial accounts allowed',
      middleware: [requireSession(deps, { allowTrial: true })],
      responses: {
        200: jsonContent(MerchantWalletResponse, 'Wallet mode'),
        401: authErrors[401],
        ...errorResponses,
      },
    }),
    async (c) => reply(c, { isSingle: await isSingleWallet(deps.db) }),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/relay/GCS_walletTransfer',
      tags,
      security,
      summary: 'Move money between the main wallet and a vendor wallet (transfer mode only)',
      description:
        'requestId is the idempotency key: a retry returns the same transactionId and moves nothing; the ' +
        'same requestId with another amount or direction is DUPLICATE_TRANSACTION. Refused with ' +
        'TRANSFER_DISABLED while the merchant runs a single wallet.',
      middleware: [requireSession(deps)],
      request: {
        body: { required: true, content: { 'application/json': { schema: WalletTransferRequest } } },
      },
      responses: {
        200: jsonContent(WalletTransferResponse, 'Balances after the transfer'),
        ...authErrors,
        409: jsonContent(ErrorEnvelope, 'INSUFFICIENT_FUNDS, TRANSFER_DISABLED, DUPLICATE_TRANSACTION'),
        ...errorResponses,
      },
    }),
    async (c) => reply(c, await transfer(deps.db, c.get('session').accountId, c.req.valid('json'))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/member/info/funds/consolidated',
      tags,
      security,
      summary: 'Consolidated contract info (0 until agent contracts exist) and the balance',
      middleware: [requireSession(deps)],
      responses: {
        200: jsonContent(ConsolidatedFundsResponse, 'Consolidated info'),
        ...authErrors,
        ...errorResponses,
      },
    }),
    async (c) => reply(c, await getConsolidated(deps.db, c.get('session').accountId)),
  );
  return app;
}
