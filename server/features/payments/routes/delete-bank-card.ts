import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { removeBankCard as remove } from '../bank-cards';
import { doc, reply, who, type PaymentsRoute } from './context';

export const removeBankCard: PaymentsRoute = (app, { deps }) =>
  app.openapi(
    route(paymentsCalls.removeBankCard, doc('Unbind a bank card', 'Done (value null)')),
    async (c) => {
      await remove(deps.db, who(c), c.req.valid('param').id);
      return reply(c, null);
    },
  );
