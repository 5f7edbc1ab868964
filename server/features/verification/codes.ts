import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { AppError } from '../../core/context/errors';

/** What a code is for; a code issued for one purpose never verifies another. */
export type CodePurpose =
  | 'register'
  | 'noLogin'
  | 'secondStep'
  | 'bindPhone'
  | 'bindEmail'
  | 'smsLogin'
  // The Zalo reward's number (referral/zalo.ts, decision 089).
  | 'bindZalo';

export const CODE_MINUTES = 5;
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}\u0000${target}\u0000${code}`).digest('hex');

/** A fresh 6-digit code for (purpose, target); earlier unused ones for the same pair stop working. */
export async function issueCode(
  db: Db,
  purpose: CodePurpose,
  target: string,
  minutes = CODE_MINUTES,
): Promise<{ code: string; expiredMinutes: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      purpose,
      target,
      codeHash: hashCode(purpose, target, code),
      expiresAt: sql`now() + make_interval(mins => ${minutes})`,
    });
  });
  return { code, expiredMinutes: minutes };
}

/**
 * Use the latest code for (purpose, target). Throws INVALID_VERIFICATION_CODE for a wrong code
 * (counting the attempt; after MAX_CODE_ATTEMPTS the code is dead) and CODE_EXPIRED for an
 * expired or exhausted one. A right code is consumed: it never works twice.
 */
export async function consumeCode(db: Db, purpose: CodePurpose, target: string, code: string): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            isNull(verificationCodes.usedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update');
      if (!row)
        throw new AppError('INVALID_VERIFICATION_CODE', 'no code was requested', {
          field: 'verificationCode',
        });
      if (row.expiresAt.getTime() <= Date.now() || row.attempts >= MAX_CODE_ATTEMPTS) {
        throw new AppError('CODE_EXPIRED', 'the code expired; request a new one', {
          field: 'verificationCode',
        });
      }
      if (row.codeHash !== hashCode(purpose, target, code.trim())) {
        await tx
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, row.id));
        // Throwing would roll the attempt count back: report after the transaction commits.
        return 'wrong' as const;
      }
      await tx
        .update(verificationCodes)
        .set({ usedAt: sql`now()` })
        .where(eq(verificationCodes.id, row.id));
      return 'ok' as const;
    })
    .then((result) => {
      if (result === 'wrong') {
        throw new AppError('INVALID_VERIFICATION_CODE', 'wrong code', { field: 'verificationCode' });
      }
    });
}
