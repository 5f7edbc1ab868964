import { z } from 'zod';
import { MinorUnits, PageNumber, countParam } from '../primitives';
import { GameType, LanguageQuery } from '../common';
import { envelope } from '../envelope';
import { ClientRequestId } from '../payments/schemas';

/**
 * Rewards and promotions (spec sections 1-3 and 9; decisions 032-035). A campaign has immutable,
 * versioned terms; a member's reward is a grant: one ledger transaction from the campaign's
 * budget to the member's main wallet plus a turnover (wagering) requirement that keeps it, and
 * money won with it, from being withdrawn or transferred out until enough valid bets settled.
 * Amounts are minor units as decimal strings (VND: 1 = 1 dong).
 */

const When = z.string().meta({ description: 'ISO 8601 instant' });

// ---------------------------------------------------------------------------------------------
// Vocabularies.
// ---------------------------------------------------------------------------------------------

import { APPLICATION_COMMENT_MAX, APPLICATION_MAX_IMAGES, promotionCategories } from './constants';

export {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
  promotionCategories,
} from './constants';
export const PromotionCategory = z.enum(promotionCategories).meta({ id: 'PromotionCategory' });
export type PromotionCategory = z.infer<typeof PromotionCategory>;

/**
 * What a campaign pays for. Built now: deposit_match (welcome bonus), fixed, application.
 * rebate, vip, sign_in, task and rescue are the next kinds on the same engine.
 */
export const campaignKinds = [
  'deposit_match',
  'fixed',
  'application',
  'rebate',
  'vip',
  'sign_in',
  'task',
  'rescue',
] as const;
export const CampaignKind = z.enum(campaignKinds).meta({ id: 'CampaignKind' });
export type CampaignKind = z.infer<typeof CampaignKind>;

/**
 * Kinds the reward centre pays through its own calls (decision 046): not listed on the promotions
 * page, and their campaigns use claimMode 'auto' so the promotion claim never pays them.
 */
export const rewardCentreKinds: readonly CampaignKind[] = ['sign_in', 'task', 'rescue'];

/** How a member gets it: a claim button, an application the operator reviews, or a scheduled grant. */
export const claimModes = ['claim', 'apply', 'auto'] as const;
export const ClaimMode = z.enum(claimModes).meta({ id: 'ClaimMode' });
export type ClaimMode = z.infer<typeof ClaimMode>;

/**
 * A member's state on one promotion (reward centre buttons):
 * - join: open, but not claimable yet (`blockedBy` names the rule still to meet, e.g. a first
 *   deposit), or an application campaign the member has not applied to;
 * - claim: claimable now;
 * - applying: an application or a held grant waits for the operator;
 * - claimed: granted (see the grant for its turnover);
 * - rejected: the operator rejected the application or the held grant;
 * - expired: the campaign ended, its budget ran out, or the grant expired.
 */
export const claimStates = ['join', 'claim', 'applying', 'claimed', 'rejected', 'expired'] as const;
export const ClaimState = z.enum(claimStates).meta({ id: 'ClaimState' });
export type ClaimState = z.infer<typeof ClaimState>;

/**
 * The rules a member can fail (RULE_FAILED's `value.rule`, a promotion's `blockedBy`): the
 * client says why in words. Leaves of the rule language plus the anti-abuse limits.
 */
export const ruleNames = [
  /** Trial accounts and agents claim nothing meant for players. */
  'player_only',
  'deposit_count',
  'deposit_sum',
  'valid_bet',
  /** The member's VIP level (decision 044) is below the rule's minimum. */
  'vip_level',
  'account_age',
  'phone_verified',
  /** An account sharing a device, network, payee or bank account already claimed this offer. */
  'linked_accounts',
  /**
   * A deposit match: the deposit it matches was bet or moved out since it was credited, or a
   * withdrawal is pending (decision 088). Not a rule operators write: every deposit match checks it.
   */
  'deposit_untouched',
  'device_limit',
  /** A campaign limited per device was claimed without a device id (the PWA always sends one). */
  'device_required',
  'ip_limit',
  'payee_limit',
  /** A `not` over a rule that passed. */
  'not',
] as const;
export const RuleName = z.enum(ruleNames).meta({ id: 'RuleName' });
export type RuleName = z.infer<typeof RuleName>;

// ---------------------------------------------------------------------------------------------
// The rule language (operators write it; a dry run checks it against a member before publishing).
// Absent facts fail the rule that needs them.
// ---------------------------------------------------------------------------------------------

const Days = z.number().int().min(1).max(3650);
const Count = z.number().int().min(0).max(1_000_000);
const MinorIn = z.union([MinorUnits, z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).transform(String);

export type Rule =
  | { op: 'all'; rules: Rule[] }
  | { op: 'any'; rules: Rule[] }
  | { op: 'not'; rule: Rule }
  | { op: 'player_only' }
  | { op: 'deposit_count'; min?: number; max?: number; days?: number }
  | { op: 'deposit_sum'; min: string; days?: number }
  | { op: 'valid_bet'; min: string; gameTypes?: GameType[]; days?: number }
  | { op: 'vip_level'; min: number }
  | { op: 'account_age'; minDays?: number; maxDays?: number }
  | { op: 'phone_verified' }
  | { op: 'linked_accounts' };

export const Rule: z.ZodType<Rule> = z
  .lazy(() =>
    z.discriminatedUnion('op', [
      z.object({ op: z.literal('all'), rules: z.array(Rule).min(1).max(20) }),
      z.object({ op: z.literal('any'), rules: z.array(Rule).min(1).max(20) }),
      z.object({ op: z.literal('not'), rule: Rule }),
      z.object({ op: z.literal('player_only') }),
      z.object({
        op: z.literal('deposit_count'),
        min: Count.optional(),
        max: Count.optional(),
        days: Days.optional(),
      }),
      z.object({ op: z.literal('deposit_sum'), min: MinorIn, days: Days.optional() }),
      z.object({
        op: z.literal('valid_bet'),
        min: MinorIn,
        gameTypes: z.array(GameType).min(1).max(9).optional(),
        days: Days.optional(),
      }),
      z.object({ op: z.literal('vip_level'), min: z.number().int().min(0).max(100) }),
      z.object({ op: z.literal('account_age'), minDays: Count.optional(), maxDays: Count.optional() }),
      z.object({ op: z.literal('phone_verified') }),
      z.object({ op: z.literal('linked_accounts') }),
    ]),
  )
  .meta({ id: 'Rule' });

// ---------------------------------------------------------------------------------------------
// Terms: one immutable version of a campaign. Editing writes a new version; grants keep theirs.
// ---------------------------------------------------------------------------------------------

export const LocalText = z
  .object({ vi: z.string().trim().min(1).max(4000), en: z.string().trim().min(1).max(4000) })
  .meta({ id: 'LocalText' });
export type LocalText = z.infer<typeof LocalText>;

export const Reward = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('fixed'), amount: MinorIn }),
    z.object({
      type: z.literal('deposit_percent'),
      /** Percent of the deposit, 1-1000 (100 = a 100% match). */
      percent: z.number().int().min(1).max(1000),
      /** The most one grant pays. */
      cap: MinorIn,
      /** Which deposit it matches: the member's first credited deposit (welcome) or the latest. */
      deposit: z.enum(['first', 'latest']),
      /** Deposits below this do not qualify. */
      minDeposit: MinorIn.default('0'),
    }),
    /** Daily sign-in (decision 046): the amount of each streak day; after the last day the ladder starts over. */
    z.object({ type: z.literal('ladder'), amounts: z.array(MinorIn).min(1).max(31) }),
    /** Loss rescue (decision 046): a percent of the member's net loss of one site day, from minLoss, up to the cap. */
    z.object({
      type: z.literal('loss_percent'),
      percent: z.number().int().min(1).max(100),
      cap: MinorIn,
      minLoss: MinorIn,
    }),
  ])
  .meta({ id: 'Reward' });
export type Reward = z.infer<typeof Reward>;

/** Anti-abuse limits per campaign: grants allowed per device, per IP /24, per payee or bank account. */
export const AbuseLimits = z
  .object({
    perDevice: z.number().int().min(1).max(1000).nullable().default(null),
    perIp24: z.number().int().min(1).max(1000).nullable().default(null),
    perPayee: z.number().int().min(1).max(1000).nullable().default(null),
  })
  .meta({ id: 'AbuseLimits' });
export type AbuseLimits = z.infer<typeof AbuseLimits>;

export const CampaignTerms = z
  .object({
    kind: CampaignKind,
    category: PromotionCategory,
    claimMode: ClaimMode,
    title: LocalText,
    /** The terms text shown on the detail page (plain text, paragraphs split by blank lines). */
    content: LocalText,
    /** IANA zone in which the schedule's days are counted. */
    timeZone: z.string().min(1).max(64).default('Asia/Ho_Chi_Minh'),
    startsAt: When,
    endsAt: When.nullable(),
    rules: Rule,
    reward: Reward,
    /** Turnover required = multiple x the reward (0: none). */
    wageringMultiple: z.number().int().min(0).max(100),
    /** While wagering, a bet above this does not count toward turnover (null: no limit). */
    maxBet: MinorIn.nullable(),
    /** Days the member has to meet the turnover; after that the unspent bonus is taken back. */
    expiresInDays: z.number().int().min(1).max(365),
    /** Grants above this wait in "applying" for the operator (null: never). */
    holdAbove: MinorIn.nullable(),
    limits: AbuseLimits,
  })
  .meta({ id: 'CampaignTerms' });
export type CampaignTerms = z.infer<typeof CampaignTerms>;

// ---------------------------------------------------------------------------------------------
// Member calls.
// ---------------------------------------------------------------------------------------------

/** The reward as the member reads it. */
export const RewardView = z
  .object({
    type: z.enum(['fixed', 'deposit_percent', 'ladder', 'loss_percent']),
    /** fixed: the amount. */
    amount: MinorUnits.nullable(),
    /** deposit_percent and loss_percent: the percent and the cap; ladder: the cap is its largest day. */
    percent: z.number().int().nullable(),
    cap: MinorUnits.nullable(),
    minDeposit: MinorUnits.nullable(),
  })
  .meta({ id: 'RewardView' });
export type RewardView = z.infer<typeof RewardView>;

/**
 * A grant's status: held (waits for the operator: state applying), active (credited, turnover
 * open), completed (turnover met or none required), expired (turnover not met in time: the
 * unspent bonus was taken back), rejected (a held grant the operator refused), forfeited (the
 * member gave it up before meeting its turnover: the bonus went back, decision 069).
 */
export const grantStatuses = ['held', 'active', 'completed', 'expired', 'rejected', 'forfeited'] as const;
export const GrantStatus = z.enum(grantStatuses).meta({ id: 'GrantStatus' });
export type GrantStatus = z.infer<typeof GrantStatus>;

/** Where a grant came from. */
export const grantSources = [
  'promotion',
  'application',
  'manual',
  'rebate',
  'vip',
  /** A VIP level's upgrade bonus (source_ref: the level; decision 044). */
  'vip_upgrade',
  /** A VIP level's monthly gift (source_ref: the month, YYYY-MM). */
  'vip_monthly',
  'sign_in',
  'task',
  'rescue',
  /** Cash goods of the points mall (decision 050). */
  'points_mall',
  /** A claimed mission's cash (source_ref: mission id and period key; decision 054). */
  'mission',
  /** A prize of the mission leaderboard (source_ref: the ISO week; decision 055). */
  'mission_rank',
  /** A share of a red-envelope drop (source_ref: d<drop>, one per member per drop; decision 058). */
  'red_envelope',
  /** A cash prize of the prize wheel or the golden egg (source_ref: the draw; decision 057). */
  'wheel',
  'egg',
  /** A referrer's reward for a qualified referee (source_ref: the referee's account id; decision 059). */
  'referral',
  /** The Zalo registration reward (source_ref: 'zalo', once per member; decision 060). */
  'zalo',
] as const;
export const GrantSource = z.enum(grantSources).meta({ id: 'GrantSource' });
export type GrantSource = z.infer<typeof GrantSource>;

export const Grant = z
  .object({
    id: z.number().int(),
    source: GrantSource,
    /** The promotion, or null for a manual grant. */
    campaignId: z.number().int().nullable(),
    campaignVersion: z.number().int().nullable(),
    /** The promotion's title in the reader's language, or the operator's reason. */
    title: z.string(),
    amount: MinorUnits,
    status: GrantStatus,
    turnoverRequired: MinorUnits,
    turnoverProgress: MinorUnits,
    turnoverRemaining: MinorUnits,
    /** Bets above this do not count toward turnover (null: no limit). */
    maxBet: MinorUnits.nullable(),
    createdAt: When,
    /** Active: when the turnover must be met by; expired: when it expired; else null. */
    expiresAt: When.nullable(),
  })
  .meta({ id: 'Grant' });
export type Grant = z.infer<typeof Grant>;

export const PromotionSummary = z
  .object({
    id: z.number().int(),
    /** The terms version now offered. */
    version: z.number().int(),
    kind: CampaignKind,
    category: PromotionCategory,
    claimMode: ClaimMode,
    title: z.string(),
    /** The first paragraph of the terms. */
    summary: z.string(),
    imageUrl: z.string().nullable(),
    startsAt: When,
    endsAt: When.nullable(),
    reward: RewardView,
    wageringMultiple: z.number().int(),
    /** The member's state; null for guests. */
    state: ClaimState.nullable(),
    /** With state join: the first rule the member does not meet yet. */
    blockedBy: RuleName.nullable(),
    /** The budget has run out: nothing more is granted. */
    budgetExhausted: z.boolean(),
  })
  .meta({ id: 'PromotionSummary' });
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const PromotionsQuery = LanguageQuery.extend({
  /** A filter category; "all" or absent lists every one. */
  category: z.union([z.literal('all'), PromotionCategory]).default('all'),
});
export type PromotionsQuery = z.infer<typeof PromotionsQuery>;

export const PromotionList = z
  .object({
    /** Categories with at least one live promotion, in the spec's order, with counts. */
    categories: z.array(z.object({ category: PromotionCategory, count: z.number().int() })),
    list: z.array(PromotionSummary),
  })
  .meta({ id: 'PromotionList' });
export type PromotionList = z.infer<typeof PromotionList>;

export const PromotionDetail = PromotionSummary.extend({
  /** The full terms text in the reader's language. */
  content: z.string(),
  timeZone: z.string(),
  maxBet: MinorUnits.nullable(),
  expiresInDays: z.number().int(),
  /** The amount this member would get now (deposit_percent: from the qualifying deposit); null if none. */
  amountNow: MinorUnits.nullable(),
  /** The member's grant of this promotion, once claimed. */
  grant: Grant.nullable(),
}).meta({ id: 'PromotionDetail' });
export type PromotionDetail = z.infer<typeof PromotionDetail>;

export const PromotionIdParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A stable random id the app keeps per install (anti-abuse: grants per device). */
export const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const ClaimRequest = z
  .object({ requestId: ClientRequestId, deviceId: DeviceId.optional() })
  .meta({ id: 'ClaimRequest' });
export type ClaimRequest = z.infer<typeof ClaimRequest>;

/**
 * The answer of a claim that pays a grant (a promotion, a rebate): the grant and the member's main
 * wallet after it (unchanged while the grant is held). A builder, so each keeps its OpenAPI id.
 */
export const grantClaimResult = (id: string) => z.object({ grant: Grant, balance: MinorUnits }).meta({ id });
export const ClaimResult = grantClaimResult('ClaimResult');
export type ClaimResult = z.infer<typeof ClaimResult>;

export const UploadedImage = z.object({ imageId: z.number().int() }).meta({ id: 'UploadedImage' });
export const UploadedImageResponse = envelope(UploadedImage);

export const ApplyRequest = z
  .object({
    comment: z.string().trim().min(1).max(APPLICATION_COMMENT_MAX),
    /** Ids from the image upload, at most 3, each once. */
    imageIds: z
      .array(z.number().int().positive())
      .max(APPLICATION_MAX_IMAGES)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each image once' })
      .default([]),
    requestId: ClientRequestId,
    deviceId: DeviceId.optional(),
  })
  .meta({ id: 'ApplyRequest' });
export type ApplyRequest = z.infer<typeof ApplyRequest>;

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const Application = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    title: z.string(),
    comment: z.string(),
    /** Paths of the images (GET with the session: applicationImage). */
    images: z.array(z.string()),
    status: z.enum(applicationStatuses),
    /** The operator's reason on rejection. */
    reason: z.string().nullable(),
    createdAt: When,
    decidedAt: When.nullable(),
    /** Once approved: the grant. */
    grantId: z.number().int().nullable(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof Application>;
export const ApplicationList = z.object({ list: z.array(Application) });

export const GrantsQuery = LanguageQuery.extend({
  /** open: held or active; all: every grant. */
  status: z.enum(['open', 'all']).default('all'),
  page: PageNumber,
  pageSize: countParam(50, 20),
});
export type GrantsQuery = z.infer<typeof GrantsQuery>;

/**
 * The member's turnover in one figure set: what withdrawal and transfer screens show. While
 * `remaining` is above 0, withdrawals and transfers out answer TURNOVER_NOT_MET.
 */
export const TurnoverSummary = z
  .object({
    required: MinorUnits,
    progress: MinorUnits,
    remaining: MinorUnits,
    /** Active grants with turnover still open. */
    openGrants: z.number().int(),
    /** The earliest expiry among them. */
    nextExpiry: When.nullable(),
  })
  .meta({ id: 'TurnoverSummary' });
export type TurnoverSummary = z.infer<typeof TurnoverSummary>;

export const GrantPage = z
  .object({ list: z.array(Grant), totalPages: z.number().int(), turnover: TurnoverSummary })
  .meta({ id: 'GrantPage' });
export type GrantPage = z.infer<typeof GrantPage>;

// ---------------------------------------------------------------------------------------------
// Operator calls (/ops/rewards/..., X-Operator-Key) and the same actions in `npm run ops -- campaign`.
// ---------------------------------------------------------------------------------------------

export const campaignStatuses = ['draft', 'live', 'paused', 'ended'] as const;
export const CampaignStatus = z.enum(campaignStatuses).meta({ id: 'CampaignStatus' });
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** A new campaign (draft, version 1) or a new version of a campaign's terms. */
export const CampaignTermsRequest = z
  .object({ terms: CampaignTerms, requestId: ClientRequestId })
  .meta({ id: 'CampaignTermsRequest' });
export type CampaignTermsRequest = z.infer<typeof CampaignTermsRequest>;

export const OpsCampaign = z
  .object({
    id: z.number().int(),
    code: z.string(),
    status: CampaignStatus,
    /** The version members are offered. */
    version: z.number().int(),
    terms: CampaignTerms,
    budgetBalance: MinorUnits,
    grantCount: z.number().int(),
    grantedAmount: MinorUnits,
    createdAt: When,
  })
  .meta({ id: 'OpsCampaign' });
export type OpsCampaign = z.infer<typeof OpsCampaign>;
export const OpsCampaignResponse = envelope(OpsCampaign);
export const OpsCampaignListResponse = envelope(z.array(OpsCampaign));

export const campaignActions = ['publish', 'pause', 'resume', 'end'] as const;
export const CampaignActionRequest = z
  .object({ action: z.enum(campaignActions) })
  .meta({ id: 'CampaignActionRequest' });

export const FundBudgetRequest = z
  .object({
    amount: z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(BigInt),
    reason: z.string().trim().min(3).max(200),
    requestId: ClientRequestId,
  })
  .meta({ id: 'FundBudgetRequest' });

export const DryRunRequest = z
  .object({
    account: z.string().trim().min(1).max(64),
    /** Check these terms instead of the campaign's current version (before publishing a change). */
    terms: CampaignTerms.optional(),
  })
  .meta({ id: 'DryRunRequest' });
export const DryRunResult = z
  .object({
    passed: z.boolean(),
    /** The first rule that failed, when one did. */
    failedRule: RuleName.nullable(),
    /** The facts the rules were checked against (absent facts are missing). */
    facts: z.record(z.string(), z.unknown()),
    amount: MinorUnits.nullable(),
  })
  .meta({ id: 'DryRunResult' });
export const DryRunResponse = envelope(DryRunResult);

export const ManualGrantRequest = z
  .object({
    account: z.string().trim().min(1).max(64),
    amount: z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(BigInt),
    /** Paid from this campaign's budget; its terms give the turnover and expiry. */
    campaignId: z.number().int().positive(),
    reason: z.string().trim().min(3).max(200),
    requestId: ClientRequestId,
  })
  .meta({ id: 'ManualGrantRequest' });

export const OpsGrant = Grant.extend({ account: z.string(), reason: z.string().nullable() }).meta({
  id: 'OpsGrant',
});
export const OpsGrantResponse = envelope(OpsGrant);
export const OpsGrantListResponse = envelope(z.array(OpsGrant));

export const OpsApplication = Application.extend({ account: z.string() }).meta({ id: 'OpsApplication' });
export const OpsApplicationListResponse = envelope(z.array(OpsApplication));

export const ReviewRequest = z
  .object({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().min(1).max(200).optional() })
  .meta({ id: 'ReviewRequest' });

export const opsRewardPaths = {
  campaigns: '/ops/rewards/campaigns',
  campaign: (id: number) => `/ops/rewards/campaigns/${id}`,
  versions: (id: number) => `/ops/rewards/campaigns/${id}/versions`,
  action: (id: number) => `/ops/rewards/campaigns/${id}/action`,
  fund: (id: number) => `/ops/rewards/campaigns/${id}/fund`,
  dryRun: (id: number) => `/ops/rewards/campaigns/${id}/dry-run`,
  grants: '/ops/rewards/grants',
  held: '/ops/rewards/grants/held',
  reviewGrant: (id: number) => `/ops/rewards/grants/${id}/review`,
  applications: '/ops/rewards/applications',
  reviewApplication: (id: number) => `/ops/rewards/applications/${id}/review`,
  image: (imageId: number) => `/ops/rewards/images/${imageId}`,
} as const;

// ---------------------------------------------------------------------------------------------
// The member's calls (paths in contract/rewards/endpoints.ts, decision 064).
// ---------------------------------------------------------------------------------------------

const ClaimInput = { params: PromotionIdParam, query: LanguageQuery };
export const rewardsSchemas = {
  promotions: { query: PromotionsQuery, value: PromotionList },
  promotion: { params: PromotionIdParam, query: LanguageQuery, value: PromotionDetail },
  claim: { ...ClaimInput, body: ClaimRequest, value: ClaimResult },
  apply: { ...ClaimInput, body: ApplyRequest, value: Application },
  applications: { query: LanguageQuery, value: ApplicationList },
  grants: { query: GrantsQuery, value: GrantPage },
  turnover: { value: TurnoverSummary },
};
export type RewardsSchemas = typeof rewardsSchemas;
