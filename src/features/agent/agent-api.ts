import type {
  ContractAction,
  ContractKind,
  ContractTerms,
  CreateDownlineRequest,
  DayRangeQuery,
  DownlineKind,
} from '../../../contract/agent/schemas';
import * as agent from '../../../contract/agent/endpoints';
import { consolidatedFunds } from '../../../contract/paths';
import { apiGet } from '../../lib/api';
import { api } from '../../lib/call';

export type {
  Contract,
  ContractKind,
  ContractTerms,
  DownlinePage,
  Invitation,
  PayoutPage,
  ProfitLossPage,
  RevenueReport,
  TeamBetPage,
  TeamOverview,
  TeamTransactionPage,
} from '../../../contract/agent/schemas';

type TeamQuery = DayRangeQuery & { account?: string; page?: number };
/** An empty filter is no filter: the query leaves it out. */
const q = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/**
 * The wallet's call: its path from contract/paths.ts, as the wallet's endpoints module would tie
 * the agent's chunk to the wallet's (one more file for the entry's preload map to name).
 */
export const getConsolidated = () => apiGet(consolidatedFunds);

export const getAnnouncements = () => api(agent.announcements);
export const getOverview = (r: DayRangeQuery) => api(agent.teamOverview, { query: q(r) });
export const getRevenue = (r: DayRangeQuery) => api(agent.revenue, { query: q(r) });
export const findTeamBets = (r: TeamQuery) => api(agent.teamBets, { query: q(r) });
export const findProfitLoss = (r: TeamQuery) => api(agent.teamProfitLoss, { query: q(r) });
export const findTransactions = (r: TeamQuery) => api(agent.teamTransactions, { query: q(r) });
export const findDownlines = (o: { account?: string; scope?: 'direct' | 'all'; page?: number }) =>
  api(agent.downlines, { query: q(o) });
export const setDownlineStatus = (id: number, status: 'active' | 'disabled') =>
  api(agent.downlineStatus, { params: { id }, body: { status } });
export const createDownline = (body: CreateDownlineRequest) => api(agent.openDownline, { body });
export const findInvitations = () => api(agent.invitations);
export const createInvitation = (downlineKind: DownlineKind) =>
  api(agent.newInvitation, { body: { downlineKind } });
export const findContracts = () => api(agent.contracts);
export const offerContract = (downlineId: number, terms: ContractTerms) =>
  api(agent.newContract, { body: { downlineId, terms } });
export const answerContract = (id: number, action: ContractAction) =>
  api(agent.answerContract, { params: { id, action } });
export const findPayouts = (kind: ContractKind, page = 1) => api(agent.payouts, { query: { kind, page } });
