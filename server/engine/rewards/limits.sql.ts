import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { RuleName, type Rule } from '../../../contract/rewards/schemas';
import type { Tx } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';

const LimitRow = z.object({ rule: RuleName.nullable() });

/**
 * Whether every way through the rule passes linked_accounts (the rule itself, or a part of an
 * `all`): then the claim locks on the member's bank account numbers and reads the link again
 * (p_linked of server/db/functions/reward_limit_failed.sql, decision 090). Under an `any` or a `not`
 * the fact alone refuses nothing, so the facts' read stays the only check there.
 */
export function linkedRequired(rule: Rule): boolean {
  if (rule.op === 'linked_accounts') return true;
  return rule.op === 'all' && rule.rules.some(linkedRequired);
}

/**
 * The first of the campaign's anti-abuse limits (a device id when limited per device, one per
 * bank account when `linked`, per device, per /24, per payee) the member's claim would fail, or
 * null (server/db/functions/reward_limit_failed.sql): counted in the database, in the
 * caller's transaction, so two claims from one device or bank account cannot both see room.
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
    linked: boolean;
  },
): Promise<RuleName | null> {
  const row = await sqlRow(
    tx,
    sql`SELECT reward_limit_failed(${claim.campaignId}, ${claim.accountId}, ${claim.deviceId}, ${claim.ip24},
      ${claim.perDevice}, ${claim.perIp24}, ${claim.perPayee}, ${claim.linked}) AS rule`,
    LimitRow.parse,
  );
  return row?.rule ?? null;
}
