import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { RuleName } from '../../../contract/rewards';
import type { Tx } from '../../db/client';
import { sqlRow } from '../../lib/rows';

const LimitRow = z.object({ rule: RuleName.nullable() });

/**
 * The first of the campaign's anti-abuse limits (per device, per /24, per payee) the member's
 * claim would pass, or null (reward_limit_failed, migration 0032): counted in the database, in
 * the caller's transaction, so two claims from one device cannot both see room.
 */
export async function failedLimit(
  tx: Tx,
  claim: {
    campaignId: number;
    accountId: number;
    deviceId: string | null;
    ip24: string | null;
    perDevice: number | null;
    perIp24: number | null;
    perPayee: number | null;
  },
): Promise<RuleName | null> {
  const row = await sqlRow(
    tx,
    sql`SELECT reward_limit_failed(${claim.campaignId}, ${claim.accountId}, ${claim.deviceId}, ${claim.ip24},
      ${claim.perDevice}, ${claim.perIp24}, ${claim.perPayee}) AS rule`,
    LimitRow.parse,
  );
  return row?.rule ?? null;
}
