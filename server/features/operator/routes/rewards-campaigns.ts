import { operatorCalls } from '../../../../contract/operator/calls';
import { route } from '../../../core/http/openapi';
import {
  campaignAction as act,
  createCampaign as create,
  dryRun as check,
  fundBudget,
  listCampaigns,
  newVersion,
  opsCampaign,
} from '../../../engine/rewards';
import { actorOf } from '../require-operator';
import { opsDoc, parts, reply, type OpsRoute } from './context';

/*
 * The campaigns of the rewards part of the operator API (/ops/rewards, decisions 033-035): terms
 * and their versions, budgets, dry runs; behind the operator key and audited.
 */
const doc = (summary: string) => opsDoc(summary, 'OK', parts.rewards);

export const campaigns: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.campaigns, doc('Every campaign with its current terms and budget')),
    async (c) => reply(c, await listCampaigns(deps.db)),
  );

export const createCampaign: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.createCampaign, doc('Create a campaign (draft, version 1, empty budget)')),
    async (c) => {
      const b = c.req.valid('json');
      return reply(c, await create(deps.db, actorOf(c), b.code, b.terms, b.position));
    },
  );

export const campaign: OpsRoute = (app, { deps }) =>
  app.openapi(route(operatorCalls.campaign, doc('One campaign')), async (c) =>
    reply(c, await opsCampaign(deps.db, c.req.valid('param').id)),
  );

export const campaignVersion: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.campaignVersion, doc('New terms: a new version; grants keep theirs')),
    async (c) =>
      reply(c, await newVersion(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json').terms)),
  );

export const campaignAction: OpsRoute = (app, { deps }) =>
  app.openapi(route(operatorCalls.campaignAction, doc('publish, pause, resume or end')), async (c) =>
    reply(c, await act(deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json').action)),
  );

export const fundCampaign: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.fundCampaign, doc('Fund the budget from the house bonus account')),
    async (c) => {
      const b = c.req.valid('json');
      return reply(
        c,
        await fundBudget(deps.db, actorOf(c), c.req.valid('param').id, b.amount, b.reason, b.requestId),
      );
    },
  );

export const dryRun: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.dryRun, doc('Check the terms (current or proposed) against a member')),
    async (c) => {
      const b = c.req.valid('json');
      return reply(c, await check(deps.db, c.req.valid('param').id, b.account, b.terms));
    },
  );
