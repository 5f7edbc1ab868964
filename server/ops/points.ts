import os from 'node:os';
import type { Database } from '../db/client';
import { decideRedemption, listRedemptionsForOps } from '../features/points';
import { AppError } from '../lib/errors';

type Command = (db: Database) => Promise<string>;

export const POINTS_USAGE = `  points redemptions [--all]                        redemptions in process (or all) of the points mall
  points approve <redemptionId> [--reason TEXT]     mark a physical redemption sent (reason: tracking)
  points reject <redemptionId> --reason TEXT        reject it: points and stock given back`;

const actor = () => `cli:${os.userInfo().username}`;
const json = (v: unknown) => JSON.stringify(v, null, 2);

/** `npm run ops -- points ...` (decision 050): the same audited actions as /ops/points. */
export function parsePointsCommand(
  positionals: string[],
  o: { reason?: string; all?: boolean },
): Command | string {
  const [, action, id, extra] = positionals;
  if (extra !== undefined) return 'Too many arguments.';
  const wrap =
    (f: (db: Database['db']) => Promise<string>): Command =>
    async ({ db }) => {
      try {
        return await f(db);
      } catch (err) {
        if (err instanceof AppError) throw new Error(`${err.code}: ${err.message}`);
        throw err;
      }
    };
  if (action === 'redemptions' && id === undefined)
    return wrap(async (db) => json(await listRedemptionsForOps(db, o.all ? 'all' : 'in_process', 200)));
  if (action !== 'approve' && action !== 'reject') return `Unknown points command: ${positionals.join(' ')}`;
  if (!id || !/^[1-9][0-9]{0,15}$/.test(id)) return `points ${action} needs a redemption id.`;
  if (action === 'reject' && !o.reason) return 'points reject needs --reason.';
  return wrap(async (db) =>
    json(
      await decideRedemption(db, actor(), Number(id), {
        decision: action,
        ...(o.reason ? { remark: o.reason } : {}),
      }),
    ),
  );
}
