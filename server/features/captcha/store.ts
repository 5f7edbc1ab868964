import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { captchaDataUrl } from './draw';

/** Captchas live two minutes and answer once. */
export const CAPTCHA_SECONDS = 120;
export const CAPTCHA_DIGITS = 4;

/** Bound to the id, so an answer hash is useless for any other captcha. */
const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`captcha\u0000${id}\u0000${answer}`).digest('hex');

/** Files a captcha with a given answer; returns its id. Tests use it to know the answer. */
export async function storeCaptcha(db: Db, answer: string, seconds = CAPTCHA_SECONDS): Promise<string> {
  const id = randomUUID();
  await db.insert(captchas).values({
    id,
    answerHash: hashAnswer(id, answer),
    expiresAt: sql`now() + make_interval(secs => ${seconds})`,
  });
  return id;
}

export async function issueCaptcha(
  db: Db,
): Promise<{ captchaId: string; image: string; expiresInSeconds: number }> {
  const answer = String(randomInt(0, 10 ** CAPTCHA_DIGITS)).padStart(CAPTCHA_DIGITS, '0');
  const id = await storeCaptcha(db, answer);
  // Housekeeping, now and then: captchas dead for an hour are of no use to anyone.
  if (randomInt(0, 50) === 0) {
    await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
  }
  return { captchaId: id, image: captchaDataUrl(answer), expiresInSeconds: CAPTCHA_SECONDS };
}

/**
 * Spends the captcha: any attempt, right or wrong, uses it up, so each picture allows one guess.
 * Returns false for a wrong answer and for an unknown, used or expired id.
 */
export async function spendCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), sql`${captchas.expiresAt} > now()`))
    .returning({ answerHash: captchas.answerHash });
  return row !== undefined && row.answerHash === hashAnswer(id, answer.trim());
}

/** A captcha must come with this request: CAPTCHA_REQUIRED when absent, CAPTCHA_INVALID when wrong. */
export async function requireCaptcha(
  db: Db,
  input: { captchaId?: string | undefined; captcha?: string | undefined },
  details: { captchaRequired?: boolean } = {},
): Promise<void> {
  if (!input.captchaId || !input.captcha)
    throw new AppError('CAPTCHA_REQUIRED', 'a captcha is required', { field: 'captcha', ...details });
  if (!(await spendCaptcha(db, input.captchaId, input.captcha)))
    throw new AppError('CAPTCHA_INVALID', 'wrong or expired captcha', { field: 'captcha', ...details });
}
