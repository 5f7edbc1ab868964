import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { memberAccountType } from '../../../contract/common';
import { MEMBER_CODE_PATTERN } from '../../../contract/referral/schemas';
import type { Executor } from '../../db/client';
import { accounts, referralCodes } from '../../db/schema';

/** The agent invitation codes' alphabet (no 0/O, 1/I): a code read aloud or typed survives. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `R${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * The member's referral code, made on first use (decision 059). `deviceId`, when given, becomes the
 * install the member is known by for the referral's device check.
 */
export async function memberCode(db: Executor, accountId: number, deviceId: string | null): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [made] = await db
      .insert(referralCodes)
      .values({ accountId, code: newCode(), deviceId })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (made) return made.code;
    // The account already has one (or, rarely, the random code was taken: try another).
    const [mine] = await db
      .update(referralCodes)
      .set({ deviceId: sql`coalesce(${deviceId}, ${referralCodes.deviceId})` })
      .where(eq(referralCodes.accountId, accountId))
      .returning({ code: referralCodes.code });
    if (mine) return mine.code;
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
  const [row] = await db
    .select({ id: accounts.id })
    .from(referralCodes)
    .innerJoin(accounts, eq(accounts.id, referralCodes.accountId))
    .where(
      and(
        eq(referralCodes.code, normal),
        eq(accounts.status, 'active'),
        eq(accounts.type, memberAccountType),
      ),
    );
  return row?.id ?? null;
}
