import { get, post } from '../endpoint';
import type { TransferSchemas as S } from './schemas';

/** Transfers to the upline / downline (member centre transferUpline; the agent centre too). */
export const base = '/wps/member/transfer';

export const targets = get<S['targets']>(`${base}/targets`);
export const create = post<S['create']>(base);
