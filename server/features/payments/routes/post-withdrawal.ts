import { paymentsCalls } from '../../../../contract/payments/calls';
import { route } from '../../../core/http/openapi';
import { createWithdrawal as create } from '../create-withdrawal';
import { doc, reply, who, type PaymentsRoute } from './context';

export const createWithdrawal: PaymentsRoute = (app, { deps, failures }) =>
  app.openapi(
    route(
      paymentsCalls.createWithdrawal,
      doc('Ask for a withdrawal (payment password); the amount is held at once', 'The pending withdrawal'),
    ),
    async (c) => reply(c, await create(deps.db, failures, who(c), c.req.valid('json'))),
  );
