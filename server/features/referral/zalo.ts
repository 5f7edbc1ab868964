import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ZaloState } from '../../../contract/referral/schemas';
import type { Deps } from '../../core/context/deps';
import type { Executor, Tx } from '../../db/client';
import { rewardGrants, zaloBindings } from '../../db/schema';
import { violatesUnique } from '../../db/unique-violation';
import { AppError } from '../../core/context/errors';
import type { Limits } from '../../core/limits/limits';
import type { Origin } from '../../engine/rewards';
import { consumeCode, parsePhone, sendPhoneCode, type Phone } from '../verification';
import { payZaloIfDue, zaloCampaign, type ZaloBinding } from './pay-zalo';

/** 0912345678 → 091****678: enough for the member to recognise it. */
export const maskZalo = (z: string) =>
  `${z.slice(0, 3)}${'*'.repeat(Math.max(z.length - 6, 1))}${z.slice(-3)}`;

/** A Zalo number is a Vietnamese mobile number: its SMS goes to +84, it is stored as 0xxxxxxxxx. */
const phoneOf = (zalo: string) => parsePhone('+84', zalo, 'zalo');
const stored = (phone: Phone) => `0${phone.national}`;
/** Codes are filed under the account too: only the account that asked can use one. */
const codeTarget = (accountId: number, phone: Phone) => `${accountId}|zalo|${phone.e164}`;

const alreadyBound = () => new AppError('ALREADY_BOUND', 'a Zalo contact is already bound');
const taken = () =>
  new AppError('ZALO_TAKEN', 'this Zalo number is bound to another account', { field: 'zalo' });
/** Proved (verified, or paid before codes existed): it stays with its account. */
const proved = (b: Pick<ZaloBinding, 'verifiedAt' | 'grantId'>) =>
  b.verifiedAt !== null || b.grantId !== null;

/** The friendly checks before a code is sent or used; the binding's transaction settles races. */
async function checkFree(db: Executor, accountId: number, number: string): Promise<void> {
  const rows = await db
    .select({
      accountId: zaloBindings.accountId,
      verifiedAt: zaloBindings.verifiedAt,
      grantId: zaloBindings.grantId,
    })
    .from(zaloBindings)
    .where(sql`${zaloBindings.accountId} = ${accountId} OR ${zaloBindings.zalo} = ${number}`);
  if (rows.some((r) => r.accountId === accountId && proved(r))) throw alreadyBound();
  if (rows.some((r) => r.accountId !== accountId && proved(r))) throw taken();
}

/**
 * SMS a code to the Zalo number the member is binding (decision 089), through the verification
 * feature: its throttle (per number and network), hashed codes that expire and die after five
 * wrong tries. Refused before anything is sent when the member has a proved binding already
 * (ALREADY_BOUND) or another account holds the number proved (ZALO_TAKEN).
 */
export async function sendZaloCode(
  deps: Deps,
  limits: Limits,
  accountId: number,
  ip: string,
  zalo: string,
): Promise<{ expiredMinutes: number }> {
  const phone = phoneOf(zalo);
  await checkFree(deps.db, accountId, stored(phone));
  return sendPhoneCode(deps, limits, {
    purpose: 'bindZalo',
    phone,
    ip,
    deliver: true,
    await: true,
    target: codeTarget(accountId, phone),
  });
}

/**
 * Bind the member's Zalo number with the code sent to it, and pay the Zalo registration reward
 * when the member has a credited deposit (decisions 060, 089); without one the binding waits and
 * the reward ticker pays it after the first deposit (pay-zalo.ts). A number only typed on
 * another account's registration form proved nothing and is taken over.
 */
export async function bindZalo(
  deps: Deps,
  accountId: number,
  body: { zalo: string; verificationCode: string },
  origin: Origin,
): Promise<ZaloState> {
  const phone = phoneOf(body.zalo);
  const number = stored(phone);
  await checkFree(deps.db, accountId, number);
  await consumeCode(deps.db, 'bindZalo', codeTarget(accountId, phone), body.verificationCode);
  await deps.db
    .transaction(async (tx) => {
      const b = await bindVerified(tx, accountId, number, origin);
      const campaign = await zaloCampaign(tx);
      if (campaign) await payZaloIfDue(tx, b, campaign);
    })
    .catch((err: unknown) => {
      throw violatesUnique(err, 'zalo_bindings_zalo_uq') ? taken() : err;
    });
  return zaloState(deps.db, accountId);
}

/** The member's binding, verified now: written, or an unproved one (from registration) replaced. */
async function bindVerified(tx: Tx, accountId: number, number: string, origin: Origin): Promise<ZaloBinding> {
  const verified = {
    zalo: number,
    verifiedAt: sql`now()`,
    deviceId: origin.deviceId,
    ip24: origin.ip24,
    refused: null,
  };
  const [mine] = await tx
    .select()
    .from(zaloBindings)
    .where(eq(zaloBindings.accountId, accountId))
    .for('update');
  if (mine && proved(mine)) throw alreadyBound();
  await tx
    .delete(zaloBindings)
    .where(
      and(
        eq(zaloBindings.zalo, number),
        ne(zaloBindings.accountId, accountId),
        isNull(zaloBindings.verifiedAt),
        isNull(zaloBindings.grantId),
      ),
    );
  const [b] = mine
    ? await tx.update(zaloBindings).set(verified).where(eq(zaloBindings.accountId, accountId)).returning()
    : await tx
        .insert(zaloBindings)
        .values({ accountId, ...verified })
        .onConflictDoNothing()
        .returning();
  if (b) return b;
  // A lost race: the winner's row is committed now. Ours (a double tap): bound; else taken.
  const [again] = await tx
    .select({ accountId: zaloBindings.accountId })
    .from(zaloBindings)
    .where(eq(zaloBindings.accountId, accountId));
  throw again ? alreadyBound() : taken();
}

/**
 * A Zalo number given on the registration form (the operator's `zalo` field), in the
 * registration's transaction: kept as the member's contact, unverified, paying nothing (decision
 * 089: a typed number proves nothing). The member proves it by its code on the referral tab. A
 * number another account holds refuses the registration with ZALO_TAKEN on `zalo`; ON CONFLICT
 * DO NOTHING covers both unique keys, so a lost race is answered the same way.
 */
export async function bindZaloIn(tx: Tx, accountId: number, zalo: string): Promise<void> {
  const bound = await tx
    .insert(zaloBindings)
    .values({ accountId, zalo: stored(phoneOf(zalo)) })
    .onConflictDoNothing()
    .returning({ accountId: zaloBindings.accountId });
  if (bound.length === 0) throw taken();
}

/** The member's Zalo contact and the reward's state. */
export async function zaloState(db: Executor, accountId: number): Promise<ZaloState> {
  const campaign = await zaloCampaign(db);
  const amount = campaign?.terms.reward.type === 'fixed' ? campaign.terms.reward.amount : null;
  const [b] = await db
    .select({
      zalo: zaloBindings.zalo,
      paid: rewardGrants.amount,
      refused: zaloBindings.refused,
      verifiedAt: zaloBindings.verifiedAt,
    })
    .from(zaloBindings)
    .leftJoin(rewardGrants, eq(rewardGrants.id, zaloBindings.grantId))
    .where(eq(zaloBindings.accountId, accountId));
  const zalo = b ? maskZalo(b.zalo) : null;
  if (b && b.paid !== null) return { zalo, amount: b.paid.toString(), reward: 'paid', reason: null };
  if (b?.refused != null && b.verifiedAt !== null)
    return { zalo, amount, reward: 'refused', reason: b.refused };
  if (!campaign) return { zalo, amount: null, reward: 'closed', reason: null };
  // Verified and unpaid: the first credited deposit pays it (the reward ticker's pass).
  if (b && b.verifiedAt !== null) return { zalo, amount, reward: 'deposit', reason: null };
  return { zalo, amount, reward: 'open', reason: null };
}
