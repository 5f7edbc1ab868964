import type { TransferResult, TransferTargets } from '../../../contract/transfers';
import { apiGet, apiSend } from '../../lib/api';

/** Upline/downline transfers (server/features/transfers); the agent centre may use these too. */
export type { TransferResult, TransferTargets };
export const getTransferTargets = () => apiGet<TransferTargets>('/wps/member/transfer/targets');
export const createTransfer = (body: {
  to: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => apiSend<TransferResult>('POST', '/wps/member/transfer', body);
