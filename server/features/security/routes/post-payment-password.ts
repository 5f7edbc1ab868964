import { securityCalls } from '../../../../contract/security/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { setPaymentPassword } from '../payment-password';
import { doc, type SecurityRoute } from './context';

export const paymentPassword: SecurityRoute = (app, { deps, limits }) =>
  app.openapi(
    route(
      securityCalls.paymentPassword,
      doc('Set (with loginPassword) or change (with oldPaymentPassword) the payment password'),
    ),
    async (c) => {
      const body = c.req.valid('json');
      await setPaymentPassword(
        deps.db,
        deps.siteData,
        limits.secretFailures,
        c.get('session').accountId,
        body,
      );
      return c.json(ok(null), 200);
    },
  );
