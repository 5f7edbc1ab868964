import { securityCalls } from '../../../../contract/security/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { bindEmail, bindPhone, sendBindEmailCode, sendBindPhoneCode } from '../bind-contact';
import { doc, type SecurityRoute } from './context';

export const phoneCode: SecurityRoute = (app, { deps, limits }) =>
  app.openapi(
    route(securityCalls.phoneCode, doc('SMS code to the phone being bound', 'Code sent')),
    async (c) => {
      const { accountId } = c.get('session');
      return c.json(
        ok(await sendBindPhoneCode(deps, limits, accountId, c.get('ip'), c.req.valid('json'))),
        200,
      );
    },
  );

export const phone: SecurityRoute = (app, { deps, limits }) =>
  app.openapi(
    route(securityCalls.bindPhone, doc('Bind (or, with loginPassword, replace) the phone with its code')),
    async (c) => {
      await bindPhone(deps, limits, c.get('session').accountId, c.req.valid('json'));
      return c.json(ok(null), 200);
    },
  );

export const emailCode: SecurityRoute = (app, { deps, limits }) =>
  app.openapi(
    route(securityCalls.emailCode, doc('E-mail a code to the address being bound', 'Code sent')),
    async (c) => {
      const { accountId } = c.get('session');
      return c.json(
        ok(await sendBindEmailCode(deps, limits, accountId, c.get('ip'), c.req.valid('json'))),
        200,
      );
    },
  );

export const email: SecurityRoute = (app, { deps, limits }) =>
  app.openapi(
    route(securityCalls.bindEmail, doc('Bind (or, with loginPassword, replace) the e-mail with its code')),
    async (c) => {
      await bindEmail(deps, limits, c.get('session').accountId, c.req.valid('json'));
      return c.json(ok(null), 200);
    },
  );
