import type { ClaimMode, ClaimState, RuleName } from '../../../contract/rewards/schemas';

/**
 * The one button a promotion shows (spec section 4's activity states join, applying, claim,
 * claimed, expired), from what the server says about this member and the clock:
 * - login: a guest sees every promotion and is asked to log in to take one;
 * - claim / apply: the action is open (apply opens the application form);
 * - join: not open yet; `rule` says what is missing and `deposit` offers the way there;
 * - soon: not started yet (the spec's "coming soon"), the label says when;
 * - applying, claimed, rejected, expired, auto: nothing to tap, the label says why.
 */
export type ClaimButton =
  | { kind: 'login' }
  | { kind: 'claim' }
  | { kind: 'apply' }
  | { kind: 'join'; rule: RuleName | null; deposit: boolean }
  | { kind: 'soon'; startsAt: string }
  | { kind: 'applying' | 'claimed' | 'rejected' | 'expired' | 'auto' };

export type ClaimFacts = {
  claimMode: ClaimMode;
  /** The member's state; null for a guest. */
  state: ClaimState | null;
  blockedBy: RuleName | null;
  budgetExhausted: boolean;
  startsAt: string;
  endsAt: string | null;
};

const depositRules: ReadonlySet<RuleName> = new Set(['deposit_count', 'deposit_sum']);

/** Whether the promotion is over for everyone (ended or out of budget) at `now`. */
export function isOver(p: Pick<ClaimFacts, 'budgetExhausted' | 'endsAt'>, now: number): boolean {
  return p.budgetExhausted || (p.endsAt !== null && Date.parse(p.endsAt) <= now);
}

export function claimButton(p: ClaimFacts, now: number): ClaimButton {
  // What the member already has stays visible after the promotion ends.
  if (p.state === 'claimed' || p.state === 'applying' || p.state === 'rejected') return { kind: p.state };
  if (p.state === 'expired' || isOver(p, now)) return { kind: 'expired' };
  if (Date.parse(p.startsAt) > now) return { kind: 'soon', startsAt: p.startsAt };
  if (p.state === null) return { kind: 'login' };
  if (p.state === 'claim') return p.claimMode === 'apply' ? { kind: 'apply' } : { kind: 'claim' };
  // join: open to this member once the rule it names is met.
  if (p.blockedBy) return { kind: 'join', rule: p.blockedBy, deposit: depositRules.has(p.blockedBy) };
  if (p.claimMode === 'apply') return { kind: 'apply' };
  if (p.claimMode === 'auto') return { kind: 'auto' };
  return { kind: 'join', rule: null, deposit: false };
}
