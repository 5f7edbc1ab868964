import { operatorAudit } from '../../db/schema';
import type { Executor } from '../../db/client';

/** Who did it: `cli:<os user>` for the command line, `key:<name>` for the operator API. */
export type Actor = string;

/** One audit row, written in the same transaction as the action it records. */
export async function audit(db: Executor, actor: Actor, action: string, target: string, detail?: unknown) {
  await db.insert(operatorAudit).values({ actor, action, target, detail: detail ?? null });
}
