import { base } from '../../../../contract/operator/endpoints';
import { OPERATOR_KEY_HEADER } from '../../../../contract/operator/schemas';
import type { Deps } from '../../../core/context/deps';
import { AppError } from '../../../core/context/errors';
import { limitBody } from '../../../core/http/limit-body';
import { createRouter } from '../../../core/http/openapi';
import { requireOperator } from '../require-operator';
import type { OpsRoute } from './context';
import { confirmDeposit, deposits, rejectDeposit } from './deposits';
import { feedback, feedbackImage, replyFeedback } from './feedback';
import { editHelpArticle, helpArticles, helpVersions, publishTerms, terms } from './help';
import { decideRedemption, redemptions } from './points';
import { adjustBalance } from './post-balance-adjustment';
import { rebateRates, setRebateRate } from './rebate';
import { createDrop, drops } from './red-envelopes';
import {
  campaign,
  campaignAction,
  campaignVersion,
  campaigns,
  createCampaign,
  dryRun,
  fundCampaign,
} from './rewards-campaigns';
import {
  applicationImage,
  applications,
  grants,
  manualGrant,
  reviewApplication,
  reviewGrant,
} from './rewards-grants';
import {
  approveWithdrawal,
  rejectWithdrawal,
  releaseWithdrawal,
  withdrawalProof,
  withdrawals,
} from './withdrawals';

/**
 * The operator API's calls, a file per part (tests/helpers/route-files.ts holds the folder to this
 * list), in the order they are registered.
 */
export const routes: OpsRoute[] = [
  deposits,
  confirmDeposit,
  rejectDeposit,
  withdrawals,
  approveWithdrawal,
  rejectWithdrawal,
  releaseWithdrawal,
  withdrawalProof,
  adjustBalance,
  helpArticles,
  editHelpArticle,
  helpVersions,
  terms,
  publishTerms,
  feedback,
  replyFeedback,
  feedbackImage,
  campaigns,
  createCampaign,
  campaign,
  campaignVersion,
  campaignAction,
  fundCampaign,
  dryRun,
  grants,
  manualGrant,
  reviewGrant,
  applications,
  reviewApplication,
  applicationImage,
  rebateRates,
  setRebateRate,
  redemptions,
  decideRedemption,
  drops,
  createDrop,
];

/** The operator API (/ops): pending work, decisions, balance adjustments, content. Same actions as the CLI. */
export function operatorRoutes(deps: Deps) {
  const app = createRouter();
  app.openAPIRegistry.registerComponent('securitySchemes', 'operatorKey', {
    type: 'apiKey',
    in: 'header',
    name: OPERATOR_KEY_HEADER,
  });
  app.use(`${base}/*`, limitBody(16 * 1024));
  app.use(`${base}/*`, requireOperator(deps));
  const ctx = { deps };
  for (const add of routes) add(app, ctx);
  app.all(`${base}/*`, () => {
    throw new AppError('NOT_FOUND', 'no such operator call');
  });
  return app;
}
