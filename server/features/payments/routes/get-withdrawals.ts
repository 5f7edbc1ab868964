import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { findWithdrawals } from '../find-withdrawals';
import { doc, reply, who, type PaymentsRoute } from './context';

export const withdrawals: PaymentsRoute = (app, { deps }) =>
  app.openapi(
    route(
      paymentsCalls.withdrawals,
      doc("The member's withdrawals, newest first (overdue confirmations count as received)", 'A page'),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findWithdrawals(deps.db, who(c), q.page, q.pageSize));
    },
  );
