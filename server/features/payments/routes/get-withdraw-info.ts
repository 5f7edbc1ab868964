import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { getWithdrawInfo } from '../get-withdraw-info';
import { doc, reply, who, type PaymentsRoute } from './context';

export const withdrawInfo: PaymentsRoute = (app, { deps }) =>
  app.openapi(
    route(
      paymentsCalls.withdrawInfo,
      doc('Withdrawal limits, confirmation minutes, payee name, payment password set, balance', 'Info'),
    ),
    async (c) => reply(c, await getWithdrawInfo(deps.db, who(c))),
  );
