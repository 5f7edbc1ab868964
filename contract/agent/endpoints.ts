import { get, post } from '../endpoint';
import type { AgentSchemas as S } from './schemas';

/** The agent centre (spec sections 1-4, 6, 7, 9): each needs the session of an agent account. */
export const base = '/wps/agent';

export const announcements = get<S['announcements']>(`${base}/announcements`);
export const teamOverview = get<S['teamOverview']>(`${base}/team/overview`);
export const revenue = get<S['revenue']>(`${base}/revenue`);
export const teamBets = get<S['teamBets']>(`${base}/team/bets`);
export const teamProfitLoss = get<S['teamProfitLoss']>(`${base}/team/profit-loss`);
export const teamTransactions = get<S['teamTransactions']>(`${base}/team/transactions`);
export const downlines = get<S['downlines']>(`${base}/downlines`);
export const invitations = get<S['invitations']>(`${base}/invitations`);
export const contracts = get<S['contracts']>(`${base}/contracts`);
export const payouts = get<S['payouts']>(`${base}/payouts`);
export const openDownline = post<S['openDownline']>(`${base}/downlines`);
export const newInvitation = post<S['newInvitation']>(`${base}/invitations`);
export const newContract = post<S['newContract']>(`${base}/contracts`);
export const downlineStatus = post<S['downlineStatus']>(`${base}/downlines/{id}/status`);
export const answerContract = post<S['answerContract']>(`${base}/contracts/{id}/{action}`);
