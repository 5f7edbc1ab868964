import { siteDayOf } from '../../../contract/agent/schemas';
import type { SignInState } from '../../../contract/reward-centre/schemas';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { SIGN_IN_POINTS } from '../../../contract/points/constants';
import { awardPoints } from '../points';
import { checkOncePerOccasion, evaluate, loadFacts, type Campaign, type Origin } from '../../engine/rewards';
import { openCampaign, SIGN_IN_CODE } from './campaigns';
import { grantOf, grantOnce, type Claimed } from './result';
import { countSignInStreak } from './reward-centre.sql';
import { lockAccounts, mainWallet, pointsWallet } from '../../core/money/ledger';

const DAY_MS = 86_400_000;

/** The site day before `day` ("yyyy-MM-dd"). */
export const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** What a sign-in tells the rest of the platform, inside the paying transaction. */
export type SignInEvent = { accountId: number; day: string; streak: number; grantId: number };
export type SignInListener = (tx: Tx, e: SignInEvent) => Promise<void>;
const listeners: SignInListener[] = [];

/**
 * The seam for whatever else a sign-in should earn (points, missions): a listener runs in the
 * sign-in's own transaction, once per paid day (never for a double tap), so what it writes
 * commits or rolls back with the grant. Returns the way to remove it.
 */
export function onSignIn(listener: SignInListener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

const ladderOf = (c: Campaign): string[] => (c.terms.reward.type === 'ladder' ? c.terms.reward.amounts : []);

/** The amount of the streak's day n (1-based): the ladder, started over after its last day. */
const amountOfDay = (ladder: string[], n: number) => ladder[(n - 1) % ladder.length]!;

/** The member's sign-in card; null when the campaign is not open or is not a ladder. */
export async function signInState(
  db: Db,
  accountId: number,
  origin: Origin,
  now: Date,
): Promise<SignInState | null> {
  const c = await openCampaign(db, SIGN_IN_CODE, now);
  const ladder = c ? ladderOf(c) : [];
  if (!c || ladder.length === 0) return null;
  const today = siteDayOf(now);
  const signedToday = (await grantOf(db, accountId, 'sign_in', today)) !== null;
  const streak = await countSignInStreak(db, accountId, signedToday ? today : previousDay(today));
  const facts = await loadFacts(db, accountId, c.terms.rules, c.id, origin);
  const { passed, failed } = evaluate(c.terms.rules, facts);
  return {
    today,
    signedToday,
    streak,
    ladder,
    cycleDone: signedToday ? ((streak - 1) % ladder.length) + 1 : streak % ladder.length,
    todayAmount: amountOfDay(ladder, signedToday ? streak : streak + 1),
    eligible: passed,
    blockedBy: failed,
  };
}

/**
 * Sign in for today (decision 046): one grant per member per site day, its source_ref the day,
 * so a double tap or concurrent sign-ins pay once (the unique key; the twins get the same grant,
 * created false). The amount is the ladder's day after yesterday's streak; a missed day starts
 * over at day 1. `now` is the clock (tests move it). One sign-in a day per device id and per
 * network, whoever the member (decision 089): checked before the grant, in its transaction.
 */
export async function signIn(db: Db, accountId: number, origin: Origin, now: Date): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const c = await openCampaign(tx, SIGN_IN_CODE, now);
    const ladder = c ? ladderOf(c) : [];
    if (!c || ladder.length === 0) throw new AppError('PROMOTION_CLOSED', 'daily sign-in is not open');
    const today = siteDayOf(now);
    const claim = { accountId, campaign: c, source: 'sign_in', sourceRef: today, origin } as const;
    await checkOncePerOccasion(tx, { campaignId: c.id, sourceRef: today, accountId, origin });
    // The grant and the points post twice: the member's two rows locked first, in the ledger's one
    // order, as a draw or a redemption takes them (decision 091).
    await lockAccounts(tx, [await mainWallet(tx, accountId), await pointsWallet(tx, accountId)]);
    let streak = 0;
    const paid = await grantOnce(tx, claim, async () => {
      streak = (await countSignInStreak(tx, accountId, previousDay(today))) + 1;
      return BigInt(amountOfDay(ladder, streak));
    });
    if (!paid.created) return paid;
    // The day's mall points (points are earned by the daily sign-in too, decision 049), in the same
    // transaction and keyed by the day, so they come exactly once with the grant.
    await awardPoints(
      tx,
      accountId,
      BigInt(SIGN_IN_POINTS),
      `sign_in:${accountId}:${today}`,
      'points_sign_in',
    );
    for (const listener of listeners)
      await listener(tx, { accountId, day: today, streak, grantId: paid.grantId });
    return paid;
  });
}
