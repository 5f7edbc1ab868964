import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { confirmWithdrawal as confirm } from '../confirm-withdrawal';
import { doc, reply, who, type PaymentsRoute } from './context';

export const confirmWithdrawal: PaymentsRoute = (app, { deps }) =>
  app.openapi(
    route(
      paymentsCalls.confirmWithdrawal,
      doc(
        'After payment: received (amountReceived), fully paid, or not received (proof uploaded first)',
        'The withdrawal',
      ),
    ),
    async (c) => reply(c, await confirm(deps.db, who(c), c.req.valid('param').id, c.req.valid('json'))),
  );
