import { staffCalls } from '../../../../contract/staff/calls';
import { audit } from '../../../core/context/audit';
import { route } from '../../../core/http/openapi';
import { revokeStaffSession } from '../staff-sessions';
import { callerOf, reply, staffDoc, type StaffRoute } from './context';

export const me: StaffRoute = (app) =>
  app.openapi(
    route(staffCalls.me, staffDoc('Who is calling: the staff member or key, and its role', 'Caller')),
    (c) => {
      const { actor, login, displayName, role, kind } = callerOf(c);
      return reply(c, { actor, login, displayName, role, kind });
    },
  );

/** Ends the caller's staff session (a key has none: nothing to end). */
export const logout: StaffRoute = (app, { deps }) =>
  app.openapi(route(staffCalls.logout, staffDoc('Ends the staff session', 'Ended')), async (c) => {
    const p = callerOf(c);
    if (p.sessionId !== null && (await revokeStaffSession(deps.db, p.sessionId)))
      await audit(deps.db, p.actor, 'staff.logout', `staff:${p.login}`, null, { ip: c.get('ip') });
    return reply(c, {});
  });
