import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CampaignTerms } from '../../contract/rewards/schemas';
import type { Database } from '../db/client';
import {
  campaignAction,
  createCampaign,
  dryRun,
  findCampaignByCode,
  fundBudget,
  listApplicationsForOps,
  listCampaigns,
  listGrantsForOps,
  manualGrant,
  newVersion,
  opsCampaign,
  rebalanceBudget,
  reviewApplication,
  reviewGrant,
} from '../engine/rewards';
import { actor, json, onDb, type Command } from './command';

export const CAMPAIGN_USAGE = `  campaign list                                     campaigns with status, version and budget
  campaign show <id|code>                           one campaign with its current terms (JSON)
  campaign create <code> --terms FILE.json          a draft campaign (version 1) from CampaignTerms JSON
  campaign version <id|code> --terms FILE.json      new terms (a new version; grants keep theirs)
  campaign publish|pause|resume|end <id|code>       change the campaign's status
  campaign fund <id|code> <amount> --reason TEXT    move money from the house bonus account to its budget
  campaign rebalance <id|code>                      spread its budget evenly over its shards (one transaction)
  campaign dry-run <id|code> <account> [--terms FILE.json]
                                                    check the rules against a member, grant nothing
  campaign grant <id|code> <account> <amount> --reason TEXT
                                                    a manual grant from the campaign's budget
  campaign held | applications [--all]              held grants / pending applications to review
  campaign approve-grant|reject-grant <grantId> [--reason TEXT]
  campaign approve-application|reject-application <applicationId> [--reason TEXT]`;

const amountOf = (s: string | undefined) => {
  if (!s || !/^[1-9][0-9]{0,15}$/.test(s)) throw new Error('an amount is a positive whole number of dong');
  return BigInt(s);
};
const numberOf = (s: string | undefined) => {
  if (!s || !/^[1-9][0-9]{0,15}$/.test(s)) throw new Error('an id is a positive number');
  return Number(s);
};
const readTerms = async (file: string | undefined) => {
  if (!file) throw new Error('--terms FILE.json is required');
  return CampaignTerms.parse(JSON.parse(await fs.readFile(file, 'utf8')));
};
async function campaignId(db: Database['db'], ref: string | undefined) {
  if (ref && /^[1-9][0-9]*$/.test(ref)) return Number(ref);
  const c = ref ? await findCampaignByCode(db, ref) : undefined;
  if (!c) throw new Error(`no campaign ${ref ?? ''}`);
  return c.id;
}
const show = (c: {
  id: number;
  code: string;
  status: string;
  version: number;
  budgetBalance: string;
  grantCount: number;
}) => `${c.id}  ${c.code}  ${c.status}  v${c.version}  budget ${c.budgetBalance}  grants ${c.grantCount}`;

/** `npm run ops -- campaign ...` (decision 033): the same audited actions as /ops/rewards. */
export function parseCampaignCommand(argv: string[]): Command | string {
  const { values: o, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { terms: { type: 'string' }, reason: { type: 'string' }, all: { type: 'boolean' } },
  });
  const [action, a, b, c] = positionals;
  switch (action) {
    case 'list':
      return onDb(async (db) => (await listCampaigns(db)).map(show).join('\n') || 'Nothing.');
    case 'show':
      return onDb(async (db) => json(await opsCampaign(db, await campaignId(db, a))));
    case 'create':
      if (!a) return 'campaign create needs a code.';
      return onDb(async (db) => show(await createCampaign(db, actor(), a, await readTerms(o.terms))));
    case 'version':
      return onDb(async (db) =>
        show(await newVersion(db, actor(), await campaignId(db, a), await readTerms(o.terms))),
      );
    case 'publish':
    case 'pause':
    case 'resume':
    case 'end':
      return onDb(async (db) => show(await campaignAction(db, actor(), await campaignId(db, a), action)));
    case 'fund':
      if (!o.reason) return 'campaign fund needs --reason.';
      return onDb(async (db) =>
        show(await fundBudget(db, actor(), await campaignId(db, a), amountOf(b), o.reason!, randomUUID())),
      );
    case 'rebalance':
      return onDb(async (db) => {
        const r = await rebalanceBudget(db, actor(), await campaignId(db, a), randomUUID());
        return `${show(r.campaign)}  moved ${r.moved}`;
      });
    case 'dry-run':
      if (!b) return 'campaign dry-run needs an account.';
      return onDb(async (db) =>
        json(await dryRun(db, await campaignId(db, a), b, o.terms ? await readTerms(o.terms) : undefined)),
      );
    case 'grant':
      if (!b || !o.reason) return 'campaign grant needs an account, an amount and --reason.';
      return onDb(async (db) =>
        json(
          await manualGrant(db, actor(), {
            campaignId: await campaignId(db, a),
            account: b,
            amount: amountOf(c),
            reason: o.reason!,
            requestId: randomUUID(),
          }),
        ),
      );
    case 'held':
      return onDb(async (db) => json(await listGrantsForOps(db, o.all ? 'all' : 'held', 200)));
    case 'applications':
      return onDb(async (db) => json(await listApplicationsForOps(db, o.all ? 'all' : 'pending', 200)));
    case 'approve-grant':
    case 'reject-grant':
      return onDb(async (db) =>
        json(
          await reviewGrant(
            db,
            actor(),
            numberOf(a),
            action === 'approve-grant' ? 'approve' : 'reject',
            o.reason,
          ),
        ),
      );
    case 'approve-application':
    case 'reject-application':
      return onDb(async (db) =>
        json(
          await reviewApplication(
            db,
            actor(),
            numberOf(a),
            action === 'approve-application' ? 'approve' : 'reject',
            o.reason,
          ),
        ),
      );
    default:
      return `Unknown campaign command: ${positionals.join(' ')}`;
  }
}
