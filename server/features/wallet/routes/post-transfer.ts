import { ErrorEnvelope } from '../../../../contract/envelope';
import { walletCalls } from '../../../../contract/wallet/calls';
import { jsonContent, route } from '../../../core/http/openapi';
import { transfer as move } from '../transfer';
import { authErrors, doc, reply, who, type WalletRoute } from './context';

const errors = {
  ...authErrors,
  409: jsonContent(ErrorEnvelope, 'INSUFFICIENT_FUNDS, TRANSFER_DISABLED, DUPLICATE_TRANSACTION'),
};

export const transfer: WalletRoute = (app, { deps, member }) =>
  app.openapi(
    route(walletCalls.transfer, {
      ...doc(
        'Move money between the main wallet and a vendor wallet (transfer mode only)',
        'Balances after the transfer',
        [member],
        errors,
      ),
      description:
        'requestId is the idempotency key: a retry returns the same transactionId and moves nothing; the ' +
        'same requestId with another amount or direction is DUPLICATE_TRANSACTION. Refused with ' +
        'TRANSFER_DISABLED while the merchant runs a single wallet.',
    }),
    async (c) => reply(c, await move(deps.db, who(c), c.req.valid('json'))),
  );
