import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { getWithdrawal } from '../find-withdrawals';
import { doc, reply, who, type PaymentsRoute } from './context';

export const withdrawal: PaymentsRoute = (app, { deps }) =>
  app.openapi(route(paymentsCalls.withdrawal, doc('One withdrawal', 'The withdrawal')), async (c) =>
    reply(c, await getWithdrawal(deps.db, who(c), c.req.valid('param').id)),
  );
