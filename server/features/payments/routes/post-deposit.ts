import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { createDeposit as create } from '../create-deposit';
import { doc, reply, who, type PaymentsRoute } from './context';

export const createDeposit: PaymentsRoute = (app, { deps, gateways }) =>
  app.openapi(
    route(
      paymentsCalls.createDeposit,
      doc(
        'Start a deposit: bank transfer (reference + our bank) or gateway (redirectUrl)',
        'The pending deposit',
        'requestId is the idempotency key: a double tap returns the same deposit. AMOUNT_OUT_OF_RANGE ' +
          'outside the channel limits.',
      ),
    ),
    async (c) =>
      reply(
        c,
        await create(
          deps.db,
          gateways,
          who(c),
          c.req.valid('json'),
          (id) => `/member?tab=depositv2&deposit=${id}`,
        ),
      ),
  );
