import { eq } from 'drizzle-orm';
import type { SetDownlineStatusRequest } from '../../../contract/agent/schemas';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { requireInTeam } from './team';

/**
 * Downline management: suspend or restore an account anywhere below the agent. A disabled
 * account can neither log in nor use a session it already had (sessions only count for active
 * accounts), so suspending takes effect on its next call. Its money and records stay as they are.
 * An account outside the team is NOT_FOUND, as everywhere in the agent centre.
 */
export async function setDownlineStatus(
  db: Db,
  agentId: number,
  downlineId: number,
  input: SetDownlineStatusRequest,
): Promise<{ id: number; status: 'active' | 'disabled' }> {
  await requireInTeam(db, agentId, downlineId);
  await db.update(accounts).set({ status: input.status }).where(eq(accounts.id, downlineId));
  return { id: downlineId, status: input.status };
}
