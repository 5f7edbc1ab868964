import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { findBankCards } from '../bank-cards';
import { doc, reply, who, type PaymentsRoute } from './context';

export const bankCards: PaymentsRoute = (app, { deps }) =>
  app.openapi(route(paymentsCalls.bankCards, doc('Bound bank cards (numbers masked)', 'Cards')), async (c) =>
    reply(c, await findBankCards(deps.db, who(c))),
  );
