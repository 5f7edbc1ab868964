import type { Context } from 'hono';
import { staffCalls } from '../../../../contract/staff/calls';
import type { AppEnv, Deps } from '../../../core/context/deps';
import { route } from '../../../core/http/openapi';
import {
  createStaff,
  deactivateStaff,
  listStaff,
  resetStaffTotp,
  setStaffRole,
  type StaffChange,
} from '../manage-staff';
import { callerOf, reply, staffDoc, type StaffRoute } from './context';

const changeBy = (deps: Deps, c: Context<AppEnv>): StaffChange => ({
  db: deps.db,
  actor: callerOf(c).actor,
  ip: c.get('ip'),
});

export const accounts: StaffRoute = (app, { deps }) =>
  app.openapi(route(staffCalls.accounts, staffDoc('Staff accounts', 'Accounts')), async (c) =>
    reply(c, { list: await listStaff(deps.db) }),
  );

export const createAccount: StaffRoute = (app, { deps }) =>
  app.openapi(
    route(
      staffCalls.createAccount,
      staffDoc('A new staff member with a one-time password, shown once', 'Created'),
    ),
    async (c) => reply(c, await createStaff(changeBy(deps, c), c.req.valid('json'))),
  );

export const setRole: StaffRoute = (app, { deps }) =>
  app.openapi(route(staffCalls.setRole, staffDoc("A staff member's role", 'Account')), async (c) =>
    reply(c, await setStaffRole(changeBy(deps, c), c.req.valid('param').login, c.req.valid('json').role)),
  );

export const deactivate: StaffRoute = (app, { deps }) =>
  app.openapi(
    route(staffCalls.deactivate, staffDoc('Deactivates a staff member and ends their sessions', 'Account')),
    async (c) => reply(c, await deactivateStaff(changeBy(deps, c), c.req.valid('param').login)),
  );

export const resetTotp: StaffRoute = (app, { deps }) =>
  app.openapi(
    route(
      staffCalls.resetTotp,
      staffDoc('Unbinds the authenticator (the next login enrols one), ends sessions', 'Account'),
    ),
    async (c) => reply(c, await resetStaffTotp(changeBy(deps, c), c.req.valid('param').login)),
  );
