import { get, post, put, type RawEndpoints } from '../endpoint';
import type { OperatorSchemas as S } from './schemas';

/**
 * The operator API (/ops): each call needs a staff session (Authorization: Bearer, from
 * contract/staff/endpoints.ts) or an operator key in X-Operator-Key, never a member session, and
 * a role the permission table allows (contract/staff/permissions.ts, decision 102). The same
 * actions as `npm run ops`, each audited. The console's chat calls are live chat's
 * (contract/chat/endpoints.ts).
 */
export const base = '/ops';

export const deposits = get<S['deposits']>(`${base}/deposits`);
export const confirmDeposit = post<S['confirmDeposit']>(`${base}/deposits/{id}/confirm`);
export const rejectDeposit = post<S['rejectDeposit']>(`${base}/deposits/{id}/reject`);
export const withdrawals = get<S['withdrawals']>(`${base}/withdrawals`);
export const approveWithdrawal = post<S['approveWithdrawal']>(`${base}/withdrawals/{id}/approve`);
export const rejectWithdrawal = post<S['rejectWithdrawal']>(`${base}/withdrawals/{id}/reject`);
export const releaseWithdrawal = post<S['releaseWithdrawal']>(`${base}/withdrawals/{id}/release`);
export const adjustBalance = post<S['adjustBalance']>(`${base}/balance-adjustments`);

export const helpArticles = get<S['helpArticles']>(`${base}/help/articles`);
export const editHelpArticle = put<S['editHelpArticle']>(`${base}/help/articles/{slug}`);
export const helpVersions = get<S['helpVersions']>(`${base}/help/articles/{slug}/versions`);
export const terms = get<S['terms']>(`${base}/terms`);
export const publishTerms = post<S['publishTerms']>(`${base}/terms`);
export const feedback = get<S['feedback']>(`${base}/feedback`);
export const replyFeedback = post<S['replyFeedback']>(`${base}/feedback/{id}/reply`);

export const campaigns = get<S['campaigns']>(`${base}/rewards/campaigns`);
export const createCampaign = post<S['createCampaign']>(`${base}/rewards/campaigns`);
export const campaign = get<S['campaign']>(`${base}/rewards/campaigns/{id}`);
export const campaignVersion = post<S['campaignVersion']>(`${base}/rewards/campaigns/{id}/versions`);
export const campaignAction = post<S['campaignAction']>(`${base}/rewards/campaigns/{id}/action`);
export const fundCampaign = post<S['fundCampaign']>(`${base}/rewards/campaigns/{id}/fund`);
export const dryRun = post<S['dryRun']>(`${base}/rewards/campaigns/{id}/dry-run`);
export const grants = get<S['grants']>(`${base}/rewards/grants`);
export const manualGrant = post<S['manualGrant']>(`${base}/rewards/grants`);
export const reviewGrant = post<S['reviewGrant']>(`${base}/rewards/grants/{id}/review`);
export const applications = get<S['applications']>(`${base}/rewards/applications`);
export const reviewApplication = post<S['reviewApplication']>(`${base}/rewards/applications/{id}/review`);

export const rebateRates = get<S['rebateRates']>(`${base}/rebate/rates`);
export const setRebateRate = put<S['setRebateRate']>(`${base}/rebate/rates`);
export const redemptions = get<S['redemptions']>(`${base}/points/redemptions`);
export const decideRedemption = post<S['decideRedemption']>(`${base}/points/redemptions/{id}/decide`);
export const drops = get<S['drops']>(`${base}/red-envelopes`);
export const createDrop = post<S['createDrop']>(`${base}/red-envelopes`);

// Image bytes, no envelope: paths, not calls (decision 065).
export const withdrawalProof = `${base}/withdrawals/{id}/proof`;
export const feedbackImage = `${base}/feedback/{id}/images/{n}`;
export const applicationImage = `${base}/rewards/images/{id}`;

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  withdrawalProof: {
    method: 'GET',
    path: withdrawalProof,
    body: 'none',
    answer: 'bytes',
    about: "the member's proof image of a withdrawal",
  },
  feedbackImage: {
    method: 'GET',
    path: feedbackImage,
    body: 'none',
    answer: 'bytes',
    about: 'image n (0-2) of a feedback',
  },
  applicationImage: {
    method: 'GET',
    path: applicationImage,
    body: 'none',
    answer: 'bytes',
    about: "an image of a member's reward application",
  },
} as const satisfies RawEndpoints;
