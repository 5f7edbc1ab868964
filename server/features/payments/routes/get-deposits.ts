import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { findDeposits } from '../find-deposits';
import { doc, reply, who, type PaymentsRoute } from './context';

export const deposits: PaymentsRoute = (app, { deps }) =>
  app.openapi(
    route(paymentsCalls.deposits, doc("The member's deposits, newest first", 'A page')),
    async (c) => {
      const q = c.req.valid('query');
      return reply(c, await findDeposits(deps.db, who(c), q.page, q.pageSize));
    },
  );
