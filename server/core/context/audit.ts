import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../../db/client';
import { countAuditRows, findFirstBrokenRow, insertAuditRow, lockAuditChain } from './audit.sql';

/**
 * Who did it: `cli:<os user>` for the command line, `key:<name>` for an operator API key,
 * `staff:<login>` for a staff member's session.
 */
export type Actor = string;

/** Where and what else an audit row records: the caller's address, the state before and after. */
export type AuditMore = { ip?: string | null; before?: unknown; after?: unknown };

/**
 * Where the actions of a request come from: set once by the operator guard around the whole /ops
 * call, so every audit row the call writes, however deep, records the caller's address without
 * each action passing it down.
 */
const origin = new AsyncLocalStorage<{ ip: string }>();
export const withAuditOrigin = <T>(ip: string, f: () => T): T => origin.run({ ip }, f);

/**
 * One audit row, written in the same transaction as the action it records, chained to the row
 * before it (decision 102). A savepoint when `db` is a transaction already: the chain's lock is
 * held until the outermost transaction ends, so the next writer reads this row's hash.
 */
export async function audit(
  db: Executor,
  actor: Actor,
  action: string,
  target: string,
  detail?: unknown,
  more: AuditMore = {},
) {
  await db.transaction(async (tx) => {
    await lockAuditChain(tx);
    await insertAuditRow(tx, {
      actor,
      action,
      target,
      detail: detail ?? null,
      ip: more.ip ?? origin.getStore()?.ip ?? null,
      before: more.before ?? null,
      after: more.after ?? null,
    });
  });
}

export type ChainVerdict =
  { ok: true; rows: number } | { ok: false; rows: number; brokenAt: number; reason: 'prev' | 'hash' };

/** Proves the chain from its first row: every link and every row's hash, or the first broken row. */
export async function verifyAuditChain(db: Executor): Promise<ChainVerdict> {
  const rows = await countAuditRows(db);
  const broken = await findFirstBrokenRow(db);
  return broken ? { ok: false, rows, brokenAt: broken.id, reason: broken.reason } : { ok: true, rows };
}
