import type {
  AgentAnnouncementList,
  Contract,
  ContractAction,
  ContractList,
  ContractTerms,
  CreateDownlineRequest,
  DayRangeQuery,
  DownlineKind,
  DownlinePage,
  Invitation,
  PayoutPage,
  ProfitLossPage,
  RevenueReport,
  TeamBetPage,
  TeamOverview,
  TeamTransactionPage,
  ContractKind,
} from '../../../contract/agent';
import { apiGet, apiSend } from '../../lib/api';

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
};

export type Consolidated = {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
  balance: string;
};

type TeamQuery = DayRangeQuery & { account?: string; page?: number };
const q = (o: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const getConsolidated = () => apiGet<Consolidated>('/wps/member/info/funds/consolidated');
export const getAnnouncements = () => apiGet<AgentAnnouncementList>('/wps/agent/announcements');
export const getOverview = (r: DayRangeQuery) => apiGet<TeamOverview>('/wps/agent/team/overview', q(r));
export const getRevenue = (r: DayRangeQuery) => apiGet<RevenueReport>('/wps/agent/revenue', q(r));
export const findTeamBets = (r: TeamQuery) => apiGet<TeamBetPage>('/wps/agent/team/bets', q(r));
export const findProfitLoss = (r: TeamQuery) => apiGet<ProfitLossPage>('/wps/agent/team/profit-loss', q(r));
export const findTransactions = (r: TeamQuery) =>
  apiGet<TeamTransactionPage>('/wps/agent/team/transactions', q(r));
export const findDownlines = (o: { account?: string; scope?: 'direct' | 'all'; page?: number }) =>
  apiGet<DownlinePage>('/wps/agent/downlines', q(o));
export const setDownlineStatus = (id: number, status: 'active' | 'disabled') =>
  apiSend<{ id: number; status: 'active' | 'disabled' }>('POST', `/wps/agent/downlines/${id}/status`, {
    status,
  });
export const createDownline = (body: CreateDownlineRequest) =>
  apiSend<{ id: number; account: string; type: number }>('POST', '/wps/agent/downlines', body);
export const findInvitations = () => apiGet<{ items: Invitation[] }>('/wps/agent/invitations');
export const createInvitation = (downlineKind: DownlineKind) =>
  apiSend<Invitation>('POST', '/wps/agent/invitations', { downlineKind });
export const findContracts = () => apiGet<ContractList>('/wps/agent/contracts');
export const offerContract = (downlineId: number, terms: ContractTerms) =>
  apiSend<Contract>('POST', '/wps/agent/contracts', { downlineId, terms });
export const answerContract = (id: number, action: ContractAction) =>
  apiSend<Contract>('POST', `/wps/agent/contracts/${id}/${action}`);
export const findPayouts = (kind: ContractKind, page = 1) =>
  apiGet<PayoutPage>('/wps/agent/payouts', { kind, page });
