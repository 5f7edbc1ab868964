import type { StaffRole } from '../../contract/staff/roles';
import { verifyAuditChain } from '../core/context/audit';
import { createOperatorKey } from '../features/operator';
import { demoAdminCode } from '../features/staff';
import type { Command } from './command';

/** Staff access on the command line (decision 102): keys with a role, the audit chain's proof. */
export const STAFF_USAGE = `  key create <name> [--role ROLE]                   an operator API key acting as ROLE (default admin)
  audit verify                                      prove the audit log's hash chain; names the first broken row
  staff demo-code                                   the demo admin's current TOTP code (npm start's admin)`;

export const staffGroups = new Set(['key', 'audit', 'staff']);

export function parseStaffCommand(positionals: string[], o: { role?: string }): Command | string {
  const [group, action, arg, extra] = positionals;
  if (group === 'key' && action === 'create' && arg && !extra)
    return async ({ db }) =>
      `Operator key "${arg}" as ${o.role ?? 'admin'} (shown once; send it as X-Operator-Key):\n` +
      (await createOperatorKey(db, arg, (o.role ?? 'admin') as StaffRole));
  if (group === 'audit' && action === 'verify' && !arg)
    return async ({ db }) => {
      const v = await verifyAuditChain(db);
      if (v.ok) return `Audit chain intact: ${v.rows} rows.`;
      const why =
        v.reason === 'prev' ? 'its link to the row before is broken' : 'its contents do not match its hash';
      throw new Error(`Audit chain broken at row ${v.brokenAt}: ${why} (${v.rows} rows).`);
    };
  if (group === 'staff' && action === 'demo-code' && !arg) return async () => demoAdminCode();
  return `Unknown command: ${positionals.join(' ')}`;
}
