import { z } from 'zod';
import { countParam } from '../primitives';
import { FeedbackReplyRequest, OpsFeedbackItem, OpsFeedbackQuery } from '../feedback/schemas';
import {
  HelpArticleEdit,
  HelpSectionName,
  HelpSlug,
  HelpVersion,
  TermsEdit,
  TermsVersion,
} from '../help/schemas';
import { ClientRequestId, IdParam } from '../payments/schemas';
import {
  DecideRedemptionRequest,
  OpsRedemption,
  OpsRedemptionQuery,
  RedemptionIdParam,
} from '../points/schemas';
import { RebateRateInput } from '../rebate/schemas';
import { CreateDropRequest, OpsDrop } from '../red-envelopes/schemas';
import {
  CampaignActionRequest,
  CampaignTerms,
  CampaignTermsRequest,
  DryRunRequest,
  DryRunResult,
  FundBudgetRequest,
  ManualGrantRequest,
  OpsApplication,
  OpsCampaign,
  OpsGrant,
  PromotionIdParam,
  ReviewRequest,
} from '../rewards/schemas';

/**
 * The operator API (`/ops/...`): its own credentials, never a member session: a staff session
 * (contract/staff/schemas.ts) or an operator key (X-Operator-Key: op_<id>_<secret>, made by
 * `npm run ops -- key create <name> --role R`), each with a role (decision 102).
 */
export { OPERATOR_KEY_HEADER } from '../values';

export const PendingDeposit = z
  .object({
    id: z.number().int(),
    account: z.string(),
    channel: z.string(),
    amount: z.string(),
    reference: z.string(),
    status: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OpsDeposit' });
export type PendingDeposit = z.infer<typeof PendingDeposit>;

export const PendingWithdrawal = z
  .object({
    id: z.number().int(),
    account: z.string(),
    amount: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    payeeName: z.string(),
    status: z.string(),
    confirmStatus: z.string().nullable(),
    hasProof: z.boolean(),
    /**
     * Why it waits for a release before it can be approved (linked_bonus: a bonus of one per bank
     * account taken by two accounts sharing a number, decision 090), or null. Kept once released.
     */
    reviewReason: z.string().nullable(),
    /** Who released it from its review, or null. */
    releasedBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OpsWithdrawal' });
export type PendingWithdrawal = z.infer<typeof PendingWithdrawal>;

export const OpsListQuery = z.object({
  status: z.enum(['pending', 'all', 'disputed']).default('pending'),
  limit: countParam(200, 50),
});

export const OpsReasonRequest = z
  .object({ reason: z.string().trim().min(1).max(200).optional() })
  .meta({ id: 'OpsReasonRequest' });

export const OpsDecision = z
  .object({ id: z.number().int(), status: z.string(), balance: z.string() })
  .meta({ id: 'OpsDecision' });
export type OpsDecision = z.infer<typeof OpsDecision>;

/** A signed amount in minor units: "+5000", "-200" or "5000". */
export const SignedAmount = z
  .string()
  .regex(/^[+-]?[1-9][0-9]{0,15}$/)
  .transform((v) => BigInt(v));

export const AdjustBalanceRequest = z
  .object({
    account: z.string().trim().min(1).max(64),
    amount: SignedAmount,
    kind: z.enum(['bonus', 'adjustment']),
    reason: z.string().trim().min(3).max(200),
    requestId: ClientRequestId,
  })
  .meta({ id: 'AdjustBalanceRequest' });
export type AdjustBalanceRequest = z.infer<typeof AdjustBalanceRequest>;
export const OpsAdjustment = z
  .object({ id: z.number().int(), account: z.string(), balance: z.string() })
  .meta({ id: 'OpsAdjustment' });

/** Help articles as the operator lists them: slug, section, sort, version, Vietnamese title. */
export const OpsHelpArticles = z.object({
  list: z.array(
    z.object({
      slug: z.string(),
      section: z.string(),
      sort: z.number(),
      version: z.number(),
      title: z.string(),
    }),
  ),
});
export const OpsHelpSlugParam = z.object({ slug: HelpSlug });
export const OpsFeedbackIdParam = z.object({ id: z.coerce.number().int().positive() });

export const CreateCampaignRequest = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
    terms: CampaignTerms,
    position: z.number().int().min(0).max(10_000).default(100),
  })
  .meta({ id: 'CreateCampaignRequest' });
/** Held grants or pending applications (open), or all. */
export const OpsRewardListQuery = z.object({
  status: z.enum(['open', 'all']).default('open'),
  limit: countParam(200, 50),
});

export const OpsRebateRate = z
  .object({ gameType: z.string(), vipLevel: z.number().int(), rateBp: z.number().int() })
  .meta({ id: 'OpsRebateRate' });
export const OpsRebateRateRequest = RebateRateInput.meta({ id: 'OpsRebateRateRequest' });

export const OpsDropListQuery = z.object({ limit: countParam(500, 50) });

/** The operator API's calls (paths in contract/operator/endpoints.ts, decision 064). */
export const operatorSchemas = {
  deposits: { query: OpsListQuery, value: z.array(PendingDeposit) },
  confirmDeposit: { params: IdParam, value: OpsDecision },
  rejectDeposit: { params: IdParam, body: OpsReasonRequest, value: OpsDecision },
  withdrawals: { query: OpsListQuery, value: z.array(PendingWithdrawal) },
  approveWithdrawal: { params: IdParam, value: OpsDecision },
  rejectWithdrawal: { params: IdParam, body: OpsReasonRequest, value: OpsDecision },
  releaseWithdrawal: { params: IdParam, body: OpsReasonRequest, value: OpsDecision },
  adjustBalance: { body: AdjustBalanceRequest, value: OpsAdjustment },
  helpArticles: { value: OpsHelpArticles },
  editHelpArticle: {
    params: OpsHelpSlugParam,
    body: HelpArticleEdit,
    value: HelpVersion.extend({ slug: z.string(), section: HelpSectionName }),
  },
  helpVersions: { params: OpsHelpSlugParam, value: z.object({ list: z.array(HelpVersion) }) },
  terms: { value: z.object({ list: z.array(TermsVersion) }) },
  publishTerms: { body: TermsEdit, value: TermsVersion },
  feedback: { query: OpsFeedbackQuery, value: z.object({ list: z.array(OpsFeedbackItem) }) },
  replyFeedback: { params: OpsFeedbackIdParam, body: FeedbackReplyRequest, value: OpsFeedbackItem },
  campaigns: { value: z.array(OpsCampaign) },
  createCampaign: { body: CreateCampaignRequest, value: OpsCampaign },
  campaign: { params: PromotionIdParam, value: OpsCampaign },
  campaignVersion: { params: PromotionIdParam, body: CampaignTermsRequest, value: OpsCampaign },
  campaignAction: { params: PromotionIdParam, body: CampaignActionRequest, value: OpsCampaign },
  fundCampaign: { params: PromotionIdParam, body: FundBudgetRequest, value: OpsCampaign },
  dryRun: { params: PromotionIdParam, body: DryRunRequest, value: DryRunResult },
  grants: { query: OpsRewardListQuery, value: z.array(OpsGrant) },
  manualGrant: { body: ManualGrantRequest, value: OpsGrant },
  reviewGrant: { params: PromotionIdParam, body: ReviewRequest, value: OpsGrant },
  applications: { query: OpsRewardListQuery, value: z.array(OpsApplication) },
  reviewApplication: { params: PromotionIdParam, body: ReviewRequest, value: OpsApplication },
  rebateRates: { value: z.array(OpsRebateRate) },
  setRebateRate: { body: OpsRebateRateRequest, value: OpsRebateRate },
  redemptions: { query: OpsRedemptionQuery, value: z.array(OpsRedemption) },
  decideRedemption: { params: RedemptionIdParam, body: DecideRedemptionRequest, value: OpsRedemption },
  drops: { query: OpsDropListQuery, value: z.object({ list: z.array(OpsDrop) }) },
  createDrop: { body: CreateDropRequest, value: OpsDrop },
};
export type OperatorSchemas = typeof operatorSchemas;
