import type { GameType } from '../../../contract/common';
import type { Rule, RuleName } from '../../../contract/rewards/schemas';

/**
 * What the rules are checked against (decision 033). A fact the platform does not have yet (the
 * VIP level) is absent, and a rule that needs an absent fact fails. Windowed figures are keyed by
 * `windowKey`, gathered by `factNeeds` from the rule tree before one query loads them.
 */
export type Facts = {
  isPlayer: boolean;
  accountAgeDays: number;
  phoneVerified: boolean;
  vipLevel?: number;
  /** deposit_count / deposit_sum per window key. */
  depositCount: Record<string, number>;
  depositSum: Record<string, bigint>;
  /** valid_bet per window key. */
  validBet: Record<string, bigint>;
  /** Another account sharing this member's device, payee name or bank account has this reward. */
  linkedClaimed?: boolean;
};

export type RuleResult = { passed: true; failed: null } | { passed: false; failed: RuleName };

/** The key of a windowed figure: its days (or all time) and, for bets, its game types. */
export const windowKey = (days: number | undefined, gameTypes?: readonly GameType[]) =>
  `${days ?? 'all'}${gameTypes && gameTypes.length > 0 ? `:${[...gameTypes].sort().join(',')}` : ''}`;

export type FactNeeds = {
  deposits: Set<number | undefined>;
  bets: Map<string, { days?: number; gameTypes?: GameType[] }>;
  /** The rule reads linkedClaimed: the facts' costliest read (the campaign's grants), skipped otherwise. */
  linked: boolean;
};

/** The windows the rules read, so the facts query computes those and no others. */
export function factNeeds(
  rule: Rule,
  needs: FactNeeds = { deposits: new Set(), bets: new Map(), linked: false },
): FactNeeds {
  switch (rule.op) {
    case 'all':
    case 'any':
      for (const r of rule.rules) factNeeds(r, needs);
      break;
    case 'not':
      factNeeds(rule.rule, needs);
      break;
    case 'deposit_count':
    case 'deposit_sum':
      needs.deposits.add(rule.days);
      break;
    case 'valid_bet':
      needs.bets.set(windowKey(rule.days, rule.gameTypes), { days: rule.days, gameTypes: rule.gameTypes });
      break;
    case 'linked_accounts':
      needs.linked = true;
      break;
    default:
      break;
  }
  return needs;
}

const pass: RuleResult = { passed: true, failed: null };
const fail = (failed: RuleName): RuleResult => ({ passed: false, failed });
const check = (ok: boolean | undefined, name: RuleName) => (ok === true ? pass : fail(name));

/**
 * Pure: the first failing rule in the tree's order. `all` fails with its first failing child;
 * `any` fails with its first child's failure when none passes; `not` fails as 'not'.
 */
export function evaluate(rule: Rule, f: Facts): RuleResult {
  switch (rule.op) {
    case 'all': {
      for (const r of rule.rules) {
        const res = evaluate(r, f);
        if (!res.passed) return res;
      }
      return pass;
    }
    case 'any': {
      let first: RuleResult | undefined;
      for (const r of rule.rules) {
        const res = evaluate(r, f);
        if (res.passed) return pass;
        first ??= res;
      }
      return first ?? pass;
    }
    case 'not':
      return evaluate(rule.rule, f).passed ? fail('not') : pass;
    case 'player_only':
      return check(f.isPlayer, 'player_only');
    case 'deposit_count': {
      const n = f.depositCount[windowKey(rule.days)];
      if (n === undefined) return fail('deposit_count');
      return check(
        (rule.min === undefined || n >= rule.min) && (rule.max === undefined || n <= rule.max),
        'deposit_count',
      );
    }
    case 'deposit_sum': {
      const sum = f.depositSum[windowKey(rule.days)];
      return check(sum !== undefined && sum >= BigInt(rule.min), 'deposit_sum');
    }
    case 'valid_bet': {
      const sum = f.validBet[windowKey(rule.days, rule.gameTypes)];
      return check(sum !== undefined && sum >= BigInt(rule.min), 'valid_bet');
    }
    case 'vip_level':
      return check(f.vipLevel !== undefined && f.vipLevel >= rule.min, 'vip_level');
    case 'account_age':
      return check(
        (rule.minDays === undefined || f.accountAgeDays >= rule.minDays) &&
          (rule.maxDays === undefined || f.accountAgeDays <= rule.maxDays),
        'account_age',
      );
    case 'phone_verified':
      return check(f.phoneVerified, 'phone_verified');
    case 'linked_accounts':
      return check(f.linkedClaimed === false, 'linked_accounts');
  }
}
