import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { OCCASION_PER_NETWORK } from '../../../contract/rewards/constants';
import { AppError } from '../../core/context/errors';
import { sqlRow, sqlRun } from '../../core/storage/rows';
import type { Origin } from './facts';

const Row = z.object({ device: z.coerce.number(), network: z.coerce.number() });

/**
 * One grant per occasion (a red-envelope drop, a sign-in day: the grant's source_ref) per device
 * id, and at most OCCASION_PER_NETWORK per network /24 (decision 089). The campaign's own limits count over its whole life,
 * which for a drop every night or a sign-in every day would mean once ever; this counts other
 * members' grants of this occasion only. The counts run under transaction advisory locks on
 * (campaign, occasion, value), taken in one order (device, then network), so two members on
 * one device or network claiming at once cannot both see room. A member's own grant never counts
 * against them: a repeat is answered by the caller's idempotent grant. RULE_FAILED device_limit
 * or ip_limit, the engine's refusals for the same facts.
 */
export async function checkOncePerOccasion(
  tx: Tx,
  claim: { campaignId: number; sourceRef: string; accountId: number; origin: Origin },
): Promise<void> {
  const { deviceId, ip24 } = claim.origin;
  const key = `reward:${claim.campaignId}:${claim.sourceRef}`;
  const device = deviceId ? deviceId : null;
  const network = ip24 ? ip24 : null;
  if (device === null && network === null) return;
  for (const lock of [device && `${key}:dev:${device}`, network && `${key}:ip:${network}`]) {
    if (lock) await sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
  }
  const row = await sqlRow(
    tx,
    sql`SELECT count(*) FILTER (WHERE g.device_id = ${device}::text) AS device,
          count(*) FILTER (WHERE g.ip24 = ${network}::text) AS network
        FROM reward_grants g
        WHERE g.campaign_id = ${claim.campaignId} AND g.source_ref = ${claim.sourceRef}
          AND g.status <> 'rejected' AND g.account_id <> ${claim.accountId}
          AND (g.device_id = ${device}::text OR g.ip24 = ${network}::text)`,
    Row.parse,
  );
  if (row && row.device > 0) refuse('device_limit');
  if (row && row.network >= OCCASION_PER_NETWORK) refuse('ip_limit');
}

const refuse = (rule: 'device_limit' | 'ip_limit'): never => {
  throw new AppError('RULE_FAILED', `rule ${rule} not met for this occasion`, { rule });
};
