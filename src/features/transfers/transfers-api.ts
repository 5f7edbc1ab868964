import * as transfers from '../../../contract/transfers/endpoints';
import type { TransferResult, TransferTargets } from '../../../contract/transfers/schemas';
import { api } from '../../lib/call';

/** Upline/downline transfers (contract/transfers/endpoints.ts); the agent centre may use these too. */
export type { TransferResult, TransferTargets };
export const getTransferTargets = () => api(transfers.targets);
export const createTransfer = (body: {
  to: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => api(transfers.create, { body });
