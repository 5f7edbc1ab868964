import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { memberAccountType } from '../../../contract/common';
import { MEMBER_CODE_PATTERN } from '../../../contract/referral';
import type { Executor } from '../../db/client';

/** The agent invitation codes' alphabet (no 0/O, 1/I): a code read aloud or typed survives. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `R${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * The member's referral code, made on first use (decision 059). `deviceId`, when given, becomes the
 * install the member is known by for the referral's device check.
 */
export async function memberCode(db: Executor, accountId: number, deviceId: string | null): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const r = await db.execute<{ code: string }>(sql`
      INSERT INTO referral_codes (account_id, code, device_id) VALUES (${accountId}, ${newCode()}, ${deviceId})
      ON CONFLICT DO NOTHING RETURNING code`);
    if (r.rows[0]) return r.rows[0].code;
    // The account already has one (or, rarely, the random code was taken: try another).
    const mine = await db.execute<{ code: string }>(sql`
      UPDATE referral_codes SET device_id = coalesce(${deviceId}, device_id)
      WHERE account_id = ${accountId} RETURNING code`);
    if (mine.rows[0]) return mine.rows[0].code;
  }
  throw new Error('could not find a free referral code');
}

/**
 * The active member whose referral code this is, or null: not a member code (an agent's
 * invitation code goes on to the agent lookup) or no such active member.
 */
export async function findReferrer(db: Executor, code: string): Promise<number | null> {
  const normal = code.trim().toUpperCase();
  if (!MEMBER_CODE_PATTERN.test(normal)) return null;
  const r = await db.execute<{ id: string }>(sql`
    SELECT a.id FROM referral_codes c JOIN accounts a ON a.id = c.account_id
    WHERE c.code = ${normal} AND a.status = 'active' AND a.type = ${memberAccountType}`);
  return r.rows[0] ? Number(r.rows[0].id) : null;
}
