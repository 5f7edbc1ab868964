import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { findChannels } from '../channels';
import { doc, reply, type PaymentsRoute } from './context';

export const channels: PaymentsRoute = (app, { deps, gateways }) =>
  app.openapi(
    route(
      paymentsCalls.channels,
      doc('Deposit channels (bank transfer, online gateway) with their limits', 'Channels'),
    ),
    async (c) => reply(c, await findChannels(deps.db, gateways)),
  );
