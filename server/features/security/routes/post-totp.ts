import { securityCalls } from '../../../../contract/security/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { beginTotp, confirmTotp, unbindTotp } from '../../accounts';
import { doc, type SecurityRoute } from './context';

export const totpBegin: SecurityRoute = (app, { deps, sealer }) =>
  app.openapi(
    route(
      securityCalls.totpBegin,
      doc('New authenticator secret (pending until confirmed); shown this once', 'Secret and otpauth:// URL'),
    ),
    async (c) => c.json(ok(await beginTotp(deps.db, sealer, c.get('session').accountId)), 200),
  );

/** Confirm and unbind alike: the member's current code, checked under the secret-failure limit. */
const withCode =
  (call: typeof securityCalls.totpConfirm, summary: string, change: typeof confirmTotp): SecurityRoute =>
  (app, { deps, sealer, limits }) =>
    app.openapi(route(call, doc(summary)), async (c) => {
      const { code } = c.req.valid('json');
      await change({
        db: deps.db,
        sealer,
        failures: limits.secretFailures,
        accountId: c.get('session').accountId,
        code,
      });
      return c.json(ok(null), 200);
    });

export const totpConfirm = withCode(
  securityCalls.totpConfirm,
  'Bind the pending secret with a current code',
  confirmTotp,
);
export const totpUnbind = withCode(
  securityCalls.totpUnbind,
  'Unbind the authenticator with a current code',
  unbindTotp,
);
