import type { Deps } from '../../../core/context/deps';
import { createRouter } from '../../../core/http/openapi';
import { requireAgent } from '../require-agent';
import type { AgentRoute } from './agent-route';
import { announcements } from './get-announcements';
import { contracts } from './get-contracts';
import { downlines } from './get-downlines';
import { invitations } from './get-invitations';
import { payouts } from './get-payouts';
import { revenue } from './get-revenue';
import { teamBets } from './get-team-bets';
import { teamOverview } from './get-team-overview';
import { teamProfitLoss } from './get-team-profit-loss';
import { teamTransactions } from './get-team-transactions';
import { openDownline } from './post-downline';
import { answerContract } from './post-contract-answer';
import { newContract } from './post-contract';
import { downlineStatus } from './post-downline-status';
import { newInvitation } from './post-invitation';

/**
 * The agent centre's calls, one file each, in the order they are registered (tests/helpers/route-files.ts).
 * A new call is a new file here and a line in this list.
 */
export const routes: AgentRoute[] = [
  announcements,
  teamOverview,
  revenue,
  teamBets,
  teamProfitLoss,
  teamTransactions,
  downlines,
  invitations,
  contracts,
  payouts,
  openDownline,
  newInvitation,
  newContract,
  downlineStatus,
  answerContract,
];

/** The agent centre (spec sections 1, 2, 4, 7): every call sees only the caller's own team. */
export function agentRoutes(deps: Deps) {
  const app = createRouter();
  const middleware = requireAgent(deps);
  for (const add of routes) add(app, deps, middleware);
  return app;
}
