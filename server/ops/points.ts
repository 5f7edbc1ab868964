import { decideRedemption, listRedemptionsForOps } from '../features/points';
import { actor, json, onDb, type Command } from './command';

export const POINTS_USAGE = `  points redemptions [--all]                        redemptions in process (or all) of the points mall
  points approve <redemptionId> [--reason TEXT]     mark a physical redemption sent (reason: tracking)
  points reject <redemptionId> --reason TEXT        reject it: points and stock given back`;

/** `npm run ops -- points ...` (decision 050): the same audited actions as /ops/points. */
export function parsePointsCommand(
  positionals: string[],
  o: { reason?: string; all?: boolean },
): Command | string {
  const [, action, id, extra] = positionals;
  if (extra !== undefined) return 'Too many arguments.';
  if (action === 'redemptions' && id === undefined)
    return onDb(async (db) => json(await listRedemptionsForOps(db, o.all ? 'all' : 'in_process', 200)));
  if (action !== 'approve' && action !== 'reject') return `Unknown points command: ${positionals.join(' ')}`;
  if (!id || !/^[1-9][0-9]{0,15}$/.test(id)) return `points ${action} needs a redemption id.`;
  if (action === 'reject' && !o.reason) return 'points reject needs --reason.';
  return onDb(async (db) =>
    json(
      await decideRedemption(db, actor(), Number(id), {
        decision: action,
        ...(o.reason ? { remark: o.reason } : {}),
      }),
    ),
  );
}
