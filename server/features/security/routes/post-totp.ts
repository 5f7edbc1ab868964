import { securityCalls } from '../../../../contract/security';
import { ok } from '../../../lib/errors';
import { route } from '../../../lib/openapi';
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

export const totpConfirm: SecurityRoute = (app, { deps, sealer, limits }) =>
  app.openapi(
    route(securityCalls.totpConfirm, doc('Bind the pending secret with a current code')),
    async (c) => {
      const { code } = c.req.valid('json');
      await confirmTotp(deps.db, sealer, limits.secretFailures, c.get('session').accountId, code);
      return c.json(ok(null), 200);
    },
  );

export const totpUnbind: SecurityRoute = (app, { deps, sealer, limits }) =>
  app.openapi(
    route(securityCalls.totpUnbind, doc('Unbind the authenticator with a current code')),
    async (c) => {
      const { code } = c.req.valid('json');
      await unbindTotp(deps.db, sealer, limits.secretFailures, c.get('session').accountId, code);
      return c.json(ok(null), 200);
    },
  );
