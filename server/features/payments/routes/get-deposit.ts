import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { getDeposit } from '../find-deposits';
import { doc, reply, who, type PaymentsRoute } from './context';

export const deposit: PaymentsRoute = (app, { deps }) =>
  app.openapi(
    route(
      paymentsCalls.deposit,
      doc('One deposit (the PWA polls it after the gateway sends the member back)', 'The deposit'),
    ),
    async (c) => reply(c, await getDeposit(deps.db, who(c), c.req.valid('param').id)),
  );
