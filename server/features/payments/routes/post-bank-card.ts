import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { addBankCard as add } from '../bank-cards';
import { doc, reply, who, type PaymentsRoute } from './context';

export const addBankCard: PaymentsRoute = (app, { deps }) =>
  app.openapi(
    route(
      paymentsCalls.addBankCard,
      doc("Bind a bank card; the holder must be the member's payee name (set by the first bind)", 'The card'),
    ),
    async (c) => reply(c, await add(deps.db, who(c), c.req.valid('json'))),
  );
