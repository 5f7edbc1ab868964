import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AgentAnnouncementListResponse,
  ContractAction,
  ContractListResponse,
  ContractResponse,
  CreateDownlineRequest,
  CreatedDownlineResponse,
  CreateInvitationRequest,
  DayRangeQuery,
  DownlinePageResponse,
  DownlinesQuery,
  DownlineStatusResponse,
  InvitationListResponse,
  InvitationResponse,
  OfferContractRequest,
  PayoutPageResponse,
  PayoutsQuery,
  ProfitLossPageResponse,
  RevenueReportResponse,
  SetDownlineStatusRequest,
  TeamBetPageResponse,
  TeamOverviewResponse,
  TeamQuery,
  TeamTransactionPageResponse,
} from '../../../contract/agent';
import { LanguageQuery } from '../../../contract/common';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { AppEnv, Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { createDownline } from './create-downline';
import { findAgentAnnouncements } from './find-announcements';
import { findContracts } from './find-contracts';
import { findDownlines } from './find-downlines';
import { findPayouts } from './find-payouts';
import { findProfitLoss } from './find-profit-loss';
import { findTeamBets } from './find-team-bets';
import { findTeamTransactions } from './find-team-transactions';
import { getRevenueReport } from './get-revenue-report';
import { getTeamOverview } from './get-team-overview';
import { createInvitation, findInvitations } from './invitations';
import { offerContract } from './offer-contract';
import { requireAgent } from './require-agent';
import { respondToContract } from './respond-contract';
import { setDownlineStatus } from './set-downline-status';

const tags = ['agent'];
const security = [{ bearerAuth: [] }];
const agentErrors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Not an agent (NON_AGENT)'),
};

/** Team figures are per agent and change with every bet: never stored on the way. */
const reply = <T>(c: Context<AppEnv>, value: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(value), 200);
};
const me = (c: Context<AppEnv>) => c.get('session').accountId;
/** The caller with its account type: opening downlines and invitations depends on it. */
const agentOf = (c: Context<AppEnv>) => {
  const s = c.get('session');
  return { accountId: s.accountId, type: s.type };
};
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** The agent centre (spec sections 1, 2, 4, 7): every call sees only the caller's own team. */
export function agentRoutes(deps: Deps) {
  const app = createRouter();
  const { db } = deps;
  const middleware = requireAgent(deps);
  const get = <Q extends z.ZodObject, R extends z.ZodType>(
    path: string,
    summary: string,
    query: Q,
    response: R,
  ) =>
    createRoute({
      method: 'get',
      path,
      tags,
      security,
      summary,
      middleware,
      request: { query },
      responses: { 200: jsonContent(response, summary), ...agentErrors, ...errorResponses },
    });

  app.openapi(
    get('/wps/agent/announcements', 'Agent announcements', LanguageQuery, AgentAnnouncementListResponse),
    async (c) =>
      reply(
        c,
        await findAgentAnnouncements(db, (c.req.valid('query') as z.infer<typeof LanguageQuery>).language),
      ),
  );
  app.openapi(
    get('/wps/agent/team/overview', 'Team overview for a range of days', DayRangeQuery, TeamOverviewResponse),
    async (c) => reply(c, await getTeamOverview(db, me(c), c.req.valid('query') as DayRangeQuery)),
  );
  app.openapi(
    get('/wps/agent/revenue', 'Revenue report per day', DayRangeQuery, RevenueReportResponse),
    async (c) => reply(c, await getRevenueReport(db, me(c), c.req.valid('query') as DayRangeQuery)),
  );
  app.openapi(get('/wps/agent/team/bets', "The team's bets", TeamQuery, TeamBetPageResponse), async (c) =>
    reply(c, await findTeamBets(db, me(c), c.req.valid('query') as TeamQuery)),
  );
  app.openapi(
    get('/wps/agent/team/profit-loss', 'Profit and loss per team member', TeamQuery, ProfitLossPageResponse),
    async (c) => reply(c, await findProfitLoss(db, me(c), c.req.valid('query') as TeamQuery)),
  );
  app.openapi(
    get(
      '/wps/agent/team/transactions',
      "Ledger entries of the team's wallets",
      TeamQuery,
      TeamTransactionPageResponse,
    ),
    async (c) => reply(c, await findTeamTransactions(db, me(c), c.req.valid('query') as TeamQuery)),
  );
  app.openapi(
    get('/wps/agent/downlines', 'Downlines with status and contracts', DownlinesQuery, DownlinePageResponse),
    async (c) => reply(c, await findDownlines(db, me(c), c.req.valid('query') as DownlinesQuery)),
  );
  app.openapi(
    get('/wps/agent/invitations', 'Invitation codes', z.object({}), InvitationListResponse),
    async (c) => reply(c, { items: await findInvitations(db, me(c)) }),
  );
  app.openapi(
    get(
      '/wps/agent/contracts',
      'Contracts held, offered to me, and offered by me',
      z.object({}),
      ContractListResponse,
    ),
    async (c) => reply(c, await findContracts(db, me(c))),
  );
  app.openapi(
    get('/wps/agent/payouts', 'Salary or dividend records', PayoutsQuery, PayoutPageResponse),
    async (c) => reply(c, await findPayouts(db, me(c), c.req.valid('query') as z.infer<typeof PayoutsQuery>)),
  );

  const post = <B extends z.ZodType, R extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    response: R,
    description?: string,
  ) =>
    createRoute({
      method: 'post',
      path,
      tags,
      security,
      summary,
      ...(description ? { description } : {}),
      middleware,
      request: json(body),
      responses: {
        200: jsonContent(response, summary),
        ...agentErrors,
        409: jsonContent(ErrorEnvelope, 'ACCOUNT_EXISTS, WRONG_STATE'),
        ...errorResponses,
      },
    });

  app.openapi(
    post(
      '/wps/agent/downlines',
      'Register centre: open a downline account',
      CreateDownlineRequest,
      CreatedDownlineResponse,
    ),
    async (c) =>
      reply(
        c,
        await createDownline(db, deps.siteData, agentOf(c), c.req.valid('json') as CreateDownlineRequest),
      ),
  );
  app.openapi(
    post(
      '/wps/agent/invitations',
      'Register centre: a new invitation code',
      CreateInvitationRequest,
      InvitationResponse,
    ),
    async (c) =>
      reply(c, await createInvitation(db, agentOf(c), c.req.valid('json') as CreateInvitationRequest)),
  );
  app.openapi(
    post(
      '/wps/agent/contracts',
      'Offer a contract to a direct downline agent',
      OfferContractRequest,
      ContractResponse,
      'Rates are basis points and may not exceed your own active contract of the kind (CONTRACT_RATE_ABOVE_UPLINE).',
    ),
    async (c) => reply(c, await offerContract(db, me(c), c.req.valid('json') as OfferContractRequest)),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/agent/downlines/{id}/status',
      tags,
      security,
      summary: 'Downline management: suspend (disabled) or restore (active) an account of your team',
      middleware,
      request: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        ...json(SetDownlineStatusRequest),
      },
      responses: {
        200: jsonContent(DownlineStatusResponse, 'The account with its new status'),
        ...agentErrors,
        404: jsonContent(ErrorEnvelope, 'No such account in your team (NOT_FOUND)'),
        ...errorResponses,
      },
    }),
    async (c) =>
      reply(
        c,
        await setDownlineStatus(
          db,
          me(c),
          c.req.valid('param').id,
          c.req.valid('json') as SetDownlineStatusRequest,
        ),
      ),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/wps/agent/contracts/{id}/{action}',
      tags,
      security,
      summary: 'Answer a contract: accept, decline, end (downline) or terminate (upline request)',
      description:
        'accept/decline answer an offer (request type new) or a termination request; end stops an active ' +
        'contract at once; terminate asks the downline to end it. Accepting an offer ends every contract of ' +
        'the kind in the team below with a higher rate.',
      middleware,
      request: {
        params: z.object({ id: z.coerce.number().int().positive(), action: ContractAction }),
      },
      responses: {
        200: jsonContent(ContractResponse, 'The contract after the answer'),
        ...agentErrors,
        404: jsonContent(ErrorEnvelope, 'No such contract of yours (NOT_FOUND)'),
        409: jsonContent(ErrorEnvelope, 'WRONG_STATE'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, action } = c.req.valid('param');
      return reply(c, await respondToContract(db, me(c), id, action));
    },
  );
  return app;
}
