/**
 * An operator's new live campaign for the browser tests: `tsx tests/e2e/reward-campaign.ts
 * <code> '<terms json>' <budget>` creates it, funds its budget and publishes it, with the rewards
 * feature's own admin actions (what POST /ops/rewards/campaigns, /fund and /action do), and
 * prints its id. Run against the e2e server's DATA_DIR (tests/e2e/ops.ts sets it).
 */
import { CampaignTerms } from '../../contract/rewards';
import { loadConfig } from '../../server/config';
import { withOpsDatabase } from '../../server/ops/connect';
import { campaignAction, createCampaign, fundBudget } from '../../server/features/rewards';

const [code, termsJson, budget] = process.argv.slice(2);
if (!code || !termsJson || !budget) throw new Error('usage: reward-campaign.ts <code> <terms json> <budget>');
const terms = CampaignTerms.parse(JSON.parse(termsJson));
const actor = 'e2e:rewards';
await withOpsDatabase(loadConfig(), async ({ db }) => {
  const created = await createCampaign(db, actor, code, terms);
  await fundBudget(db, actor, created.id, BigInt(budget), 'e2e budget', `e2e-fund-${code}`);
  await campaignAction(db, actor, created.id, 'publish');
  console.log(created.id);
  return 0;
});
