import { staffCalls } from '../../../../contract/staff/calls';
import { route } from '../../../core/http/openapi';
import { completeStaffLogin, loginStaff } from '../login';
import { reply, staffDoc, type StaffRoute } from './context';

export const login: StaffRoute = (app, { deps, limits, sealer }) =>
  app.openapi(
    route(
      staffCalls.login,
      staffDoc('Staff login, step 1: the password; a ticket for the TOTP step', 'Ticket', true),
    ),
    async (c) =>
      reply(c, await loginStaff({ db: deps.db, limits, sealer }, c.req.valid('json'), c.get('ip'))),
  );

export const totp: StaffRoute = (app, { deps, limits, sealer }) =>
  app.openapi(
    route(
      staffCalls.totp,
      staffDoc(
        'Staff login, step 2: the TOTP code (enrols the first time), a new password if due',
        'Session',
        true,
      ),
    ),
    async (c) =>
      reply(c, await completeStaffLogin({ db: deps.db, limits, sealer }, c.req.valid('json'), c.get('ip'))),
  );
